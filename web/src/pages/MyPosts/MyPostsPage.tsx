// Your posts by status (All / Drafts / Scheduled / Published), each deletable after a confirmation.
import type { Post, PostStatus } from "@inkwell/contract";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { useDeletePostMutation, useGetMyPostsQuery } from "../../data/api/postsApi";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { ButtonLink } from "../../components/ButtonLink";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Icon } from "../../components/Icon";
import { PageHeader } from "../../components/PageHeader";
import { PostList } from "../../features/posts";
import type { MessageId } from "../../i18n";
import { cx } from "../../lib/cx";
import { usePageParam } from "../../lib/usePageParam";
import styles from "./MyPosts.module.css";

const TABS: { label: MessageId; status: PostStatus | undefined }[] = [
  { label: "writing.myPosts.tabAll", status: undefined },
  { label: "writing.myPosts.tabDrafts", status: "draft" },
  { label: "writing.myPosts.tabScheduled", status: "scheduled" },
  { label: "writing.myPosts.tabPublished", status: "published" },
];

const PAGE_SIZE = 9;

export default function MyPostsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const statusParam = params.get("status");
  const status = TABS.find((t) => t.status === statusParam)?.status;
  const notice = params.get("notice");
  const { data, isFetching } = useGetMyPostsQuery({ page, limit: PAGE_SIZE, ...(status ? { status } : {}) });
  const [deletePost, { isLoading: deleting }] = useDeletePostMutation();
  const [pending, setPending] = useState<Post | null>(null);
  const [failed, setFailed] = useState(false);
  const titleOf = (post: Post) => post.title || intl.formatMessage({ id: "writing.myPosts.untitled" });

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
      setFailed(true);
      setPending(null);
    }
  };

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: "writing.myPosts.title" })}
        description={intl.formatMessage({ id: "writing.myPosts.description" })}
        actions={
          <div className={styles.headerActions}>
            <ButtonLink to="/stats" variant="secondary">
              <Icon name="chart" size={16} />
              <FormattedMessage id="writing.myPosts.stats" />
            </ButtonLink>
            <ButtonLink to="/write">
              <Icon name="pen" size={16} />
              <FormattedMessage id="writing.myPosts.write" />
            </ButtonLink>
          </div>
        }
      />
      {notice === "scheduled" && (
        <div className={styles.notice}>
          <Alert tone="success">
            <FormattedMessage id="writing.myPosts.scheduledNotice" />
          </Alert>
        </div>
      )}
      {failed && (
        <div className={styles.notice}>
          <Alert>
            <FormattedMessage id="writing.myPosts.deleteFailed" />
          </Alert>
        </div>
      )}
      <div
        className={styles.tabs}
        role="tablist"
        aria-label={intl.formatMessage({ id: "writing.myPosts.tabs" })}
      >
        {TABS.map((tab) => (
          <button
            key={tab.label}
            type="button"
            role="tab"
            aria-selected={tab.status === status}
            className={cx(styles.tab, tab.status === status && styles.active)}
            onClick={() => chooseTab(tab.status)}
          >
            <FormattedMessage id={tab.label} />
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
        emptyDescription={intl.formatMessage({ id: "writing.myPosts.empty" })}
        renderActions={(post) => (
          <div className={styles.rowActions}>
            <ButtonLink to={`/write/${post.slug}`} variant="ghost" size="sm">
              <FormattedMessage id="writing.myPosts.edit" />
            </ButtonLink>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setPending(post)}
              aria-label={intl.formatMessage({ id: "writing.myPosts.deleteLabel" }, { title: titleOf(post) })}
            >
              <FormattedMessage id="writing.myPosts.delete" />
            </Button>
          </div>
        )}
      />
      <ConfirmDialog
        open={pending !== null}
        title={intl.formatMessage({ id: "writing.myPosts.confirmTitle" })}
        message={intl.formatMessage(
          { id: "writing.myPosts.confirmMessage" },
          { title: pending ? titleOf(pending) : intl.formatMessage({ id: "writing.myPosts.untitled" }) },
        )}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
