// The reader view of a post: cover, title, author line, topics, content, reactions, sharing, the author
// card, related posts and the comments slot. Authors see a banner for posts that are not published, and
// authors and moderators one for a post held for review or hidden. A menu offers readers "Report" and the
// author the switch for comments.
import { RELATED_MAX } from "@inkwell/contract";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { skipToken } from "@reduxjs/toolkit/query";
import { useGetPostQuery, useGetRelatedPostsQuery, useUpdatePostMutation } from "../../app/api/postsApi";
import { useGetProfileQuery, useToggleMuteMutation } from "../../app/api/profilesApi";
import { selectCurrentUser } from "../../app/session/authSlice";
import { useAppSelector } from "../../app/store";
import { Avatar } from "../../components/Avatar";
import { Badge } from "../../components/Badge";
import { ButtonLink } from "../../components/ButtonLink";
import { EmptyState } from "../../components/EmptyState";
import { Icon } from "../../components/Icon";
import { LazyImage } from "../../components/LazyImage";
import { MoreMenu } from "../../components/MoreMenu";
import type { MoreMenuItem } from "../../components/MoreMenu";
import { Skeleton } from "../../components/Skeleton";
import { ReportDialog } from "../../features/moderation";
import { AuthorCard } from "../../features/posts/AuthorCard";
import { useReadTracking } from "../../features/posts/useReadTracking";
import { PostList } from "../../features/posts/PostList";
import { ReactionButtons } from "../../features/posts/ReactionButtons";
import { formatDate } from "../../lib/time";
import { useOrigin } from "../../lib/useOrigin";
import { usePostHtml } from "../../lib/usePostHtml";
import { lazyPart } from "../../app/lazyPage";
import styles from "./BlogDetail.module.css";
import { ShareLinks } from "./ShareLinks";

// Below the article: loaded when the reader gets there (the server sends them in full).
const SubscribeForm = lazyPart(
  () => import("../../features/newsletter").then((m) => m.SubscribeForm),
  "subscribe",
  "src/features/newsletter/index.ts",
);
// Signed-in readers only: remembers how far they read and offers to take them back there.
const ReadingPosition = lazy(() => import("../../features/reading/ReadingPosition"));

const CommentsSection = lazyPart(
  () => import("../../features/comments/CommentsSection").then((m) => m.CommentsSection),
  "comments",
  "src/features/comments/CommentsSection.tsx",
);

export default function BlogDetailPage() {
  const { slug = "" } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const { data: post, isLoading, isError, error } = useGetPostQuery(slug);
  const related = useGetRelatedPostsQuery(slug, { skip: !post });
  const html = usePostHtml(post);
  const origin = useOrigin();
  const readRef = useReadTracking(
    post && post.author.id !== user?.id && post.status === "published" ? post.id : null,
  );
  const [reporting, setReporting] = useState(false);
  const [updatePost, { isLoading: switching }] = useUpdatePostMutation();
  // The author card loads the author's profile anyway: it says whether the reader muted them.
  const { data: authorProfile } = useGetProfileQuery(post?.author.username ?? skipToken);
  const [toggleMute] = useToggleMuteMutation();

  useEffect(() => {
    if (!post) return;
    const previous = document.title;
    document.title = `${post.metaTitle || post.title} · Inkwell`;
    return () => {
      document.title = previous;
    };
  }, [post]);

  if (isLoading) {
    return (
      <article className={styles.article} aria-busy="true">
        <Skeleton width="30%" height={14} />
        <Skeleton width="90%" height={40} className={styles.skeletonTitle} />
        <div className={styles.skeleton}>
          {[100, 94, 97, 60].map((w) => (
            <Skeleton key={w} width={`${w}%`} />
          ))}
        </div>
      </article>
    );
  }

  if (isError || !post) {
    const status = (error as { status?: number } | undefined)?.status;
    return (
      <div className={styles.article}>
        <EmptyState
          title={status === 404 || status === undefined ? "Post not found" : "This post could not be loaded"}
          description={
            status === 404 || status === undefined
              ? "It may have been removed, or it isn't visible to you."
              : "Please try again in a moment."
          }
          icon="file"
          action={
            <ButtonLink to="/" variant="secondary" size="sm">
              Back to Home
            </ButtonLink>
          }
        />
      </div>
    );
  }

  const isOwn = user?.id === post.author.id;
  const menu: MoreMenuItem[] = !user
    ? []
    : isOwn
      ? [
          {
            label: post.commentsEnabled ? "Turn comments off" : "Turn comments on",
            disabled: switching,
            onSelect: () => void updatePost({ id: post.id, commentsEnabled: !post.commentsEnabled }),
          },
        ]
      : [
          ...(authorProfile
            ? [
                {
                  label: `${authorProfile.isMuted ? "Unmute" : "Mute"} @${post.author.username}`,
                  onSelect: () =>
                    void toggleMute({ username: post.author.username, mute: !authorProfile.isMuted }),
                },
              ]
            : []),
          { label: "Report", onSelect: () => setReporting(true) },
        ];
  const date = post.publishedAt ?? post.updatedAt;
  const cover = post.coverImage ?? post.thumbnail;
  const url = `${origin}/blog/${post.slug}`;

  return (
    <>
      <article className={styles.article}>
        {isOwn && post.status !== "published" && (
          <div className={styles.banner} role="status">
            <span>
              This post is {post.status === "scheduled" ? "scheduled" : "a draft"} — only you can see it.
            </span>
            <Link to={`/write/${post.slug}`}>Open in the editor</Link>
          </div>
        )}
        {post.moderation && (
          <div className={styles.banner} role="status">
            {post.moderation === "held"
              ? "This post is waiting for a moderator's review — until then only its author and moderators can see it."
              : "A moderator hid this post — only its author and moderators can see it."}
          </div>
        )}
        {post.topics.length > 0 && (
          <div className={styles.topics}>
            {post.topics.map((t) => (
              <Link key={t.id} to={`/topics/${t.slug}`}>
                <Badge tone="accent">{t.name}</Badge>
              </Link>
            ))}
          </div>
        )}
        <h1 className={styles.title}>{post.title}</h1>
        <div className={styles.byline}>
          <Link to={`/profile/${post.author.username}`} className={styles.author}>
            <Avatar name={post.author.name} src={post.author.avatar} size={40} />
          </Link>
          <div>
            <Link to={`/profile/${post.author.username}`} className={styles.authorName}>
              {post.author.name}
            </Link>
            <p className={styles.meta}>
              <time dateTime={date}>{formatDate(date)}</time>
              <span aria-hidden="true">·</span>
              <span>{post.readTime} min read</span>
              <span aria-hidden="true">·</span>
              <span className={styles.views}>
                <Icon name="eye" size={15} /> {post.viewsCount} views
              </span>
            </p>
          </div>
          <div className={styles.bylineActions}>
            {isOwn && (
              <ButtonLink to={`/write/${post.slug}`} variant="secondary" size="sm">
                Edit
              </ButtonLink>
            )}
            {menu.length > 0 && <MoreMenu label="Post actions" items={menu} />}
          </div>
        </div>
        {cover && (
          <LazyImage
            src={cover}
            alt=""
            aspectRatio="2 / 1"
            className={styles.cover}
            sizes="(min-width: 760px) 720px, 100vw"
            priority
          />
        )}
        <div
          ref={readRef}
          id="post-content"
          className={styles.content}
          data-testid="post-content"
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {post.tags.length > 0 && (
          <ul className={styles.tags} aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag.id}>
                <Link to={`/tags/${tag.slug}`}>
                  <Badge>#{tag.name}</Badge>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {user && !isOwn && post.status === "published" && (
          <Suspense fallback={null}>
            <ReadingPosition key={post.id} postId={post.id} contentId="post-content" />
          </Suspense>
        )}
        <div className={styles.actionsBar} data-testid="post-actions">
          <ReactionButtons post={post} size="md" />
          <ShareLinks url={url} title={post.title} />
        </div>
        {!isOwn && <AuthorCard key={post.author.username} author={post.author} />}
        {!isOwn && post.visibility === "public" && (
          <div className={styles.subscribe} id="subscribe">
            <SubscribeForm
              key={post.author.username}
              username={post.author.username}
              name={post.author.name}
            />
          </div>
        )}
      </article>

      <section className={styles.related} aria-labelledby="related-heading">
        <h2 id="related-heading" className={styles.sectionTitle}>
          Related posts
        </h2>
        <PostList
          posts={related.data?.slice(0, RELATED_MAX)}
          loading={related.isLoading}
          skeletonCount={RELATED_MAX}
          emptyTitle="No related posts"
          emptyDescription="When more stories like this one are published, you'll find them here."
        />
      </section>

      {/* Comments are mounted here by the comments feature; this page renders nothing inside. */}
      <section id="comments" className={styles.comments} data-post-id={post.id}>
        <CommentsSection
          postId={post.id}
          postAuthorId={post.author.id}
          commentsEnabled={post.commentsEnabled}
        />
      </section>
      <ReportDialog
        target={reporting ? { targetType: "post", targetId: post.id } : null}
        onClose={() => setReporting(false)}
      />
    </>
  );
}
