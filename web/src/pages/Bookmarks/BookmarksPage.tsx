// Posts you saved for later, with 'Clear all' behind a confirmation.
import { useState } from "react";
import { useClearBookmarksMutation, useGetBookmarksQuery } from "../../app/api/reactionsApi";
import { Button } from "../../components/Button";
import { ButtonLink } from "../../components/ButtonLink";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { PageHeader } from "../../components/PageHeader";
import { PostList } from "../../features/posts/PostList";
import { usePageParam } from "../../lib/usePageParam";

const PAGE_SIZE = 9;

export default function BookmarksPage() {
  const [page, setPage] = usePageParam();
  const { data, isFetching } = useGetBookmarksQuery({ page, limit: PAGE_SIZE });
  const [clear, { isLoading: clearing }] = useClearBookmarksMutation();
  const [confirming, setConfirming] = useState(false);
  const hasAny = (data?.meta.total ?? 0) > 0;

  const confirmClear = async () => {
    try {
      await clear().unwrap();
      setPage(1);
    } catch (err) {
      console.error("Could not clear bookmarks", err);
    }
    setConfirming(false);
  };

  return (
    <>
      <PageHeader
        title="Bookmarks"
        description="Stories you've saved to read later."
        actions={
          hasAny ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Clear all
            </Button>
          ) : undefined
        }
      />
      <PostList
        headingLevel={2}
        posts={data?.items}
        loading={isFetching}
        page={page}
        totalPages={data?.meta.totalPages ?? 1}
        onPageChange={setPage}
        emptyDescription="Tap the bookmark on any post to keep it here."
        emptyAction={
          <ButtonLink to="/" variant="secondary" size="sm">
            Discover posts
          </ButtonLink>
        }
      />
      <ConfirmDialog
        open={confirming}
        title="Clear all bookmarks"
        message="Remove every post from your bookmarks? This cannot be undone."
        confirmLabel="Clear all"
        busy={clearing}
        onConfirm={() => void confirmClear()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
