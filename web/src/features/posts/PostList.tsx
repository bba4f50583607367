// Posts in a grid or a list (spec §2.3), with loading placeholders, an empty state and
// pagination that only appears when there is more than one page (spec §2.6).
import type { Post } from "@inkwell/contract";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { EmptyState } from "../../components/EmptyState";
import type { PostLayout } from "../../components/LayoutToggle";
import { Pagination } from "../../components/Pagination";
import { SkeletonCard } from "../../components/Skeleton";
import { cx } from "../../lib/cx";
import { PostCard } from "./PostCard";
import styles from "./PostList.module.css";

interface PostListProps {
  posts: Post[] | undefined;
  layout?: PostLayout;
  loading?: boolean;
  skeletonCount?: number;
  page?: number;
  totalPages?: number;
  onPageChange?: (page: number) => void;
  emptyTitle?: string;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  showStatus?: boolean;
  renderActions?: (post: Post) => ReactNode;
  /** How many of the first cards' pictures load at once (the top of the page; 0 below the fold). */
  priorityCount?: number;
  /** The cards' heading level: 2 where the list sits right under the page's h1. */
  headingLevel?: 2 | 3;
}

export function PostList({
  posts,
  layout = "grid",
  loading = false,
  skeletonCount = 6,
  page = 1,
  totalPages = 1,
  onPageChange,
  emptyTitle,
  emptyDescription,
  emptyAction,
  showStatus,
  renderActions,
  priorityCount = 0,
  headingLevel,
}: PostListProps) {
  const intl = useIntl();
  if (loading && !posts?.length) {
    return (
      <div className={cx(styles.items, styles[layout])} aria-busy="true">
        {Array.from({ length: skeletonCount }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </div>
    );
  }
  if (!posts?.length) {
    return (
      <EmptyState
        title={emptyTitle ?? intl.formatMessage({ id: "reading.post.noPosts" })}
        description={emptyDescription}
        icon="file"
        action={emptyAction}
      />
    );
  }
  return (
    <>
      <div className={cx(styles.items, styles[layout])}>
        {posts.map((post, index) => (
          <PostCard
            key={post.id}
            post={post}
            layout={layout}
            showStatus={showStatus}
            actions={renderActions?.(post)}
            priority={index < priorityCount}
            headingLevel={headingLevel}
          />
        ))}
      </div>
      {totalPages > 1 && onPageChange && (
        <div className={styles.pagination}>
          <Pagination currentPage={page} totalPages={totalPages} onPageChange={onPageChange} />
        </div>
      )}
    </>
  );
}
