// One tag: its name, how many posts carry it, its RSS feed and its posts, paginated (a topic page without
// the picture and description); the not-found page for a tag nobody may see.
import { FormattedMessage, useIntl } from "react-intl";
import { useParams, useSearchParams } from "react-router";
import { useGetTagPostsQuery, useGetTagQuery } from "../../data/api/tagsApi";
import { ButtonLink } from "../../components/ButtonLink";
import { CollectionView } from "../../components/CollectionView";
import { LanguageFilter, PostList } from "../../features/posts";
import { postLanguageFrom } from "../../lib/postLanguageParam";
import { usePageParam } from "../../lib/usePageParam";
import { TAG_PAGE_SIZE, tagPostsArgs } from "./queries";
import { NotFound } from "../NotFound/NotFound";

export default function TagPage() {
  const intl = useIntl();
  const { slug = "" } = useParams();
  const [page, setPage] = usePageParam();
  const [params] = useSearchParams();
  const tag = useGetTagQuery(slug);
  const posts = useGetTagPostsQuery(tagPostsArgs(slug, page, postLanguageFrom(params)), {
    skip: tag.isError,
  });

  if (tag.isError) return <NotFound />;

  const data = tag.data;
  return (
    <CollectionView
      kind={intl.formatMessage({ id: "reading.tag.kind" })}
      title={intl.formatMessage({ id: "reading.post.tag" }, { name: data?.name ?? slug })}
      description={null}
      postsCount={data?.postsCount}
      filter={<LanguageFilter />}
      feedPath={`/tags/${encodeURIComponent(slug)}/rss.xml`}
    >
      <PostList
        headingLevel={2}
        posts={posts.data?.items}
        loading={posts.isFetching}
        skeletonCount={TAG_PAGE_SIZE}
        priorityCount={1}
        page={page}
        totalPages={posts.data?.meta.totalPages ?? 1}
        onPageChange={setPage}
        emptyDescription={intl.formatMessage({ id: "reading.tag.empty" })}
        emptyAction={
          <ButtonLink to="/topics" variant="secondary" size="sm">
            <FormattedMessage id="reading.tag.browseTopics" />
          </ButtonLink>
        }
      />
    </CollectionView>
  );
}
