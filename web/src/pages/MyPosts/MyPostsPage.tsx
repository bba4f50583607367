// Your posts by status (All / Drafts / Scheduled / Published), each deletable after a confirmation.
import type { Post, PostStatus } from "@inkwell/contract";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useDeletePostMutation, useGetMyPostsQuery } from "../../data/api/postsApi";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { ButtonLink } from "../../components/ButtonLink";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Icon } from "../../components/Icon";
import { PageHeader } from "../../components/PageHeader";
import { PostList } from "../../features/posts";
import { cx } from "../../lib/cx";
import { usePageParam } from "../../lib/usePageParam";
import styles from "./MyPosts.module.css";

const TABS: { label: string; status: PostStatus | undefined }[] = [
  { label: "All", status: undefined },
  { label: "Drafts", status: "draft" },
  { label: "Scheduled", status: "scheduled" },
  { label: "Published", status: "published" },
];

const PAGE_SIZE = 9;

export default function MyPostsPage() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const statusParam = params.get("status");
  const status = TABS.find((t) => t.status === statusParam)?.status;
  const notice = params.get("notice");
  const { data, isFetching } = useGetMyPostsQuery({ page, limit: PAGE_SIZE, ...(status ? { status } : {}) });
  const [deletePost, { isLoading: deleting }] = useDeletePostMutation();
  const [pending, setPending] = useState<Post | null>(null);
  const [error, setError] = useState<string | null>(null);

  const chooseTab = (next: PostStatus | undefined) => {
    const copy = new URLSearchParams();
    if (next) copy.set("status", next);
    setParams(copy);
  };

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await deletePost(pending.id).unwrap();
      setPending(null);
    } catch (err) {
      console.error("Could not delete the post", err);
      setError("The post could not be deleted. Please try again.");
      setPending(null);
    }
  };

  return (
    <>
      <PageHeader
        title="My posts"
        description="Drafts, scheduled and published posts you've written."
        actions={
          <div className={styles.headerActions}>
            <ButtonLink to="/stats" variant="secondary">
              <Icon name="chart" size={16} />
              Stats
            </ButtonLink>
            <ButtonLink to="/write">
              <Icon name="pen" size={16} />
              Write Post
            </ButtonLink>
          </div>
        }
      />
      {notice === "scheduled" && (
        <div className={styles.notice}>
          <Alert tone="success">Scheduled — your post will be published at the time you chose.</Alert>
        </div>
      )}
      {error && (
        <div className={styles.notice}>
          <Alert>{error}</Alert>
        </div>
      )}
      <div className={styles.tabs} role="tablist" aria-label="Post status">
        {TABS.map((tab) => (
          <button
            key={tab.label}
            type="button"
            role="tab"
            aria-selected={tab.status === status}
            className={cx(styles.tab, tab.status === status && styles.active)}
            onClick={() => chooseTab(tab.status)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <PostList
        headingLevel={2}
        posts={data?.items}
        loading={isFetching}
        skeletonCount={3}
        layout="list"
        showStatus
        page={page}
        totalPages={data?.meta.totalPages ?? 1}
        onPageChange={setPage}
        emptyDescription="Start a draft — you can publish whenever you're ready."
        renderActions={(post) => (
          <div className={styles.rowActions}>
            <ButtonLink to={`/write/${post.slug}`} variant="ghost" size="sm">
              Edit
            </ButtonLink>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setPending(post)}
              aria-label={`Delete “${post.title || "Untitled"}”`}
            >
              Delete
            </Button>
          </div>
        )}
      />
      <ConfirmDialog
        open={pending !== null}
        title="Delete post"
        message={`Delete “${pending?.title || "Untitled"}”? This cannot be undone.`}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
