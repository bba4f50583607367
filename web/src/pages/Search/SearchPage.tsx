// Search results for `?q=`, paginated.
import { useSearchParams } from "react-router";
import { useGetPostsQuery } from "../../data/api/postsApi";
import { EmptyState } from "../../components/EmptyState";
import { PageHeader } from "../../components/PageHeader";
import { PostList } from "../../features/posts";
import { usePageParam } from "../../lib/usePageParam";
import { searchArgs } from "./queries";

export default function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get("q")?.trim() ?? "";
  const [page, setPage] = usePageParam();
  const { data, isFetching } = useGetPostsQuery(searchArgs(q, page), { skip: !q });
  const total = data?.meta.total;
  return (
    <>
      <PageHeader
        eyebrow="Search"
        title={q ? `Results for “${q}”` : "Search Inkwell"}
        description={
          q
            ? total !== undefined && !isFetching
              ? `${total} ${total === 1 ? "post matches" : "posts match"} your search.`
              : "Posts whose title or content match your search."
            : "Use the search box above to find posts."
        }
      />
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
          emptyDescription="Try different or fewer words."
        />
      ) : (
        <EmptyState title="No posts found" description="Type a few words to get started." icon="search" />
      )}
    </>
  );
}
