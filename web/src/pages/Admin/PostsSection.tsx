// Posts as staff see them (held and hidden ones, and those of banned authors, included): search, filter,
// feature on Home, hide or show again, remove.
import { ADMIN_POST_FILTERS } from "@inkwell/contract";
import type { ContentAction, Post } from "@inkwell/contract";
import { useState } from "react";
import { Link } from "react-router";
import {
  useGetAdminPostsQuery,
  useModerateContentMutation,
  useSetFeaturedMutation,
} from "../../data/api/moderationApi";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { EmptyState } from "../../components/EmptyState";
import { formatDate } from "../../lib/time";
import styles from "./Admin.module.css";
import { ConsoleList } from "./ConsoleList";
import { FilterTabs } from "./FilterTabs";
import { useConsoleAction } from "./useConsoleAction";
import { useListPage } from "./useListPage";

const FILTER_LABELS: Record<(typeof ADMIN_POST_FILTERS)[number], string> = {
  all: "All",
  featured: "Featured",
  held: "Held",
  hidden: "Hidden",
};

export function PostsSection() {
  const [q, setQ] = useState("");
  const [filter, setFilter] = useState<(typeof ADMIN_POST_FILTERS)[number]>("all");
  const list = useListPage();
  const result = useGetAdminPostsQuery({
    q: q.trim() || undefined,
    filter,
    page: list.page,
    limit: 20,
  });
  const [setFeatured, featuring] = useSetFeaturedMutation();
  const [moderate, moderating] = useModerateContentMutation();
  const [removing, setRemoving] = useState<Post | null>(null);
  const { error, attempt } = useConsoleAction();
  const busy = featuring.isLoading || moderating.isLoading;

  const act = (post: Post, action: ContentAction) =>
    attempt(() => moderate({ targetType: "post", id: post.id, action }).unwrap());

  return (
    <>
      <ConsoleList
        title="Posts"
        description="Featured posts lead Home; hidden ones only their authors and staff see."
        filters={
          <FilterTabs
            label="Show"
            options={ADMIN_POST_FILTERS}
            labels={FILTER_LABELS}
            value={filter}
            onChange={list.fromFirstPage(setFilter)}
          />
        }
        search={{
          label: "Search posts",
          value: q,
          onChange: list.fromFirstPage(setQ),
        }}
        error={error}
        list={result}
        skeletonHeight={200}
        empty={<EmptyState title="No posts found" icon="file" />}
        pages={list}
      >
        {(items) => (
          <ul className={styles.list} aria-label="Posts">
            {items.map((post) => (
              <li key={post.id} className={styles.row}>
                <div className={styles.rowHead}>
                  <Link to={`/blog/${post.slug}`} className={styles.rowTitle}>
                    {post.title || "Untitled"}
                  </Link>
                  {post.featured && <Badge tone="accent">featured</Badge>}
                  {post.moderation && <Badge tone="warning">{post.moderation}</Badge>}
                  {post.visibility !== "public" && <Badge>{post.visibility}</Badge>}
                </div>
                <p className={styles.muted}>
                  By <Link to={`/profile/${post.author.username}`}>@{post.author.username}</Link> ·{" "}
                  {formatDate(post.publishedAt ?? post.updatedAt)} · {post.likesCount} likes ·{" "}
                  {post.commentsCount} comments
                </p>
                <div className={styles.actions}>
                  <Button
                    size="sm"
                    variant="secondary"
                    // Any featured post may leave the strip; which may join it, the server says.
                    disabled={busy || (!post.featured && !post.can.feature)}
                    onClick={() =>
                      void attempt(() => setFeatured({ id: post.id, featured: !post.featured }).unwrap())
                    }
                  >
                    {post.featured ? "Unfeature" : "Feature"}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => void act(post, post.moderation ? "unhide" : "hide")}
                  >
                    {post.moderation === "held" ? "Let through" : post.moderation ? "Show again" : "Hide"}
                  </Button>
                  <Button size="sm" variant="danger" disabled={busy} onClick={() => setRemoving(post)}>
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ConsoleList>
      <ConfirmDialog
        open={!!removing}
        title="Remove this post?"
        message={`“${removing?.title ?? ""}” is deleted for everyone, its author included. This cannot be undone.`}
        confirmLabel="Remove"
        busy={moderating.isLoading}
        onConfirm={() => {
          if (removing) void act(removing, "remove");
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
