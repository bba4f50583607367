// Search results for `?q=`, paginated.
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { useGetPostsQuery } from "../../data/api/postsApi";
import { useSite } from "../../data/site/useSite";
import { EmptyState } from "../../components/EmptyState";
import { PageHeader } from "../../components/PageHeader";
import { LanguageFilter, PostList } from "../../features/posts";
import { postLanguageFrom } from "../../lib/postLanguageParam";
import styles from "./Search.module.css";
import { usePageParam } from "../../lib/usePageParam";
import { searchArgs } from "./queries";

export default function SearchPage() {
  const intl = useIntl();
  const site = useSite().title;
  const [params] = useSearchParams();
  const q = params.get("q")?.trim() ?? "";
  const [page, setPage] = usePageParam();
  const { data, isFetching } = useGetPostsQuery(searchArgs(q, page, postLanguageFrom(params)), { skip: !q });
  const total = data?.meta.total;
  return (
    <>
      <PageHeader
        eyebrow={intl.formatMessage({ id: "reading.search.eyebrow" })}
        title={
          q
            ? intl.formatMessage({ id: "reading.search.results" }, { query: q })
            : intl.formatMessage({ id: "reading.search.title" }, { site })
        }
        description={
          q
            ? total !== undefined && !isFetching
              ? intl.formatMessage({ id: "reading.search.matches" }, { count: total })
              : intl.formatMessage({ id: "reading.search.searching" })
            : intl.formatMessage({ id: "reading.search.prompt" })
        }
      />
      {q && <LanguageFilter className={styles.filter} />}
      {q ? (
        <PostList
          headingLevel={2}
          posts={data?.items}
          loading={isFetching}
          layout="list"
          skeletonCount={3}
          page={page}
          totalPages={data?.meta.totalPages ?? 1}
          onPageChange={setPage}
          emptyDescription={intl.formatMessage({ id: "reading.search.noResults" })}
        />
      ) : (
        <EmptyState
          title={intl.formatMessage({ id: "reading.post.noPosts" })}
          description={intl.formatMessage({ id: "reading.search.emptyText" })}
          icon="search"
        />
      )}
    </>
  );
}
