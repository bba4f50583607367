// Posts as staff see them (held and hidden ones, and those of banned authors, included): search, filter,
// feature on Home, hide or show again, remove.
import { ADMIN_POST_FILTERS } from "@inkwell/contract";
import type { ContentAction, Post } from "@inkwell/contract";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
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
import type { MessageId } from "../../i18n";
import { useFormats } from "../../i18n/formats";
import styles from "./Admin.module.css";
import { ConsoleList } from "./ConsoleList";
import { FilterTabs } from "./FilterTabs";
import { MODERATION_LABELS, VISIBILITY_LABELS } from "./labels";
import { useConsoleAction } from "./useConsoleAction";
import { useListPage } from "./useListPage";

const FILTER_LABELS: Record<(typeof ADMIN_POST_FILTERS)[number], MessageId> = {
  all: "console.posts.filter.all",
  featured: "console.posts.filter.featured",
  held: "console.posts.filter.held",
  hidden: "console.posts.filter.hidden",
};

export function PostsSection() {
  const intl = useIntl();
  const { date } = useFormats();
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
        title={intl.formatMessage({ id: "console.posts.title" })}
        description={intl.formatMessage({ id: "console.posts.description" })}
        filters={
          <FilterTabs
            label={intl.formatMessage({ id: "console.posts.filter" })}
            options={ADMIN_POST_FILTERS}
            labels={FILTER_LABELS}
            value={filter}
            onChange={list.fromFirstPage(setFilter)}
          />
        }
        search={{
          label: intl.formatMessage({ id: "console.posts.search" }),
          value: q,
          onChange: list.fromFirstPage(setQ),
        }}
        error={error}
        list={result}
        skeletonHeight={200}
        empty={<EmptyState title={intl.formatMessage({ id: "console.posts.empty" })} icon="file" />}
        pages={list}
      >
        {(items) => (
          <ul className={styles.list} aria-label={intl.formatMessage({ id: "console.posts.list" })}>
            {items.map((post) => (
              <li key={post.id} className={styles.row}>
                <div className={styles.rowHead}>
                  <Link to={`/blog/${post.slug}`} className={styles.rowTitle}>
                    {post.title || intl.formatMessage({ id: "console.untitled" })}
                  </Link>
                  {post.featured && (
                    <Badge tone="accent">
                      <FormattedMessage id="console.featured" />
                    </Badge>
                  )}
                  {post.moderation && (
                    <Badge tone="warning">
                      <FormattedMessage id={MODERATION_LABELS[post.moderation]} />
                    </Badge>
                  )}
                  {post.visibility !== "public" && (
                    <Badge>
                      <FormattedMessage id={VISIBILITY_LABELS[post.visibility]} />
                    </Badge>
                  )}
                </div>
                <p className={styles.muted}>
                  <FormattedMessage
                    id="console.posts.meta"
                    values={{
                      username: post.author.username,
                      link: (chunks) => <Link to={`/profile/${post.author.username}`}>{chunks}</Link>,
                      date: date(post.publishedAt ?? post.updatedAt),
                      likes: post.likesCount,
                      comments: post.commentsCount,
                    }}
                  />
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
                    <FormattedMessage
                      id={post.featured ? "console.posts.unfeature" : "console.posts.feature"}
                    />
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => void act(post, post.moderation ? "unhide" : "hide")}
                  >
                    <FormattedMessage
                      id={
                        post.moderation === "held"
                          ? "console.posts.letThrough"
                          : post.moderation
                            ? "console.posts.showAgain"
                            : "console.posts.hide"
                      }
                    />
                  </Button>
                  <Button size="sm" variant="danger" disabled={busy} onClick={() => setRemoving(post)}>
                    <FormattedMessage id="console.posts.remove" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ConsoleList>
      <ConfirmDialog
        open={!!removing}
        title={intl.formatMessage({ id: "console.posts.confirmTitle" })}
        message={intl.formatMessage({ id: "console.posts.confirmMessage" }, { title: removing?.title ?? "" })}
        confirmLabel={intl.formatMessage({ id: "console.posts.remove" })}
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
