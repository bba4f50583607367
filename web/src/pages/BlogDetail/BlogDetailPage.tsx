// The reader view of a post: cover, title, author line, topics, content, reactions, sharing, the author
// card, related posts and the comments slot. Authors see a banner for posts that are not published, and
// authors and moderators one for a post held for review or hidden. A menu offers readers "Report" and the
// author the switch for comments. Who wrote the post, the server says (`post.can.edit`).
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link, useParams } from "react-router";
import { Badge } from "../../components/Badge";
import { useGetPostQuery } from "../../data/api/postsApi";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import type * as Comments from "../../features/comments";
import { ReportDialog } from "../../features/moderation";
import type * as Newsletter from "../../features/newsletter";
import { PostBody } from "../../features/postBody";
import {
  AuthorCard,
  langIfOther,
  PostCover,
  postLanguage,
  ReactionButtons,
  useReadTracking,
} from "../../features/posts";
import { ReadingPosition } from "../../features/reading";
import { lazyPart } from "../../lib/lazyLoad";
import { useOrigin } from "../../lib/useOrigin";
import { usePostHtml } from "../../lib/usePostHtml";
import styles from "./BlogDetail.module.css";
import { PostBanners } from "./PostBanners";
import { PostByline } from "./PostByline";
import { SeriesBox } from "./SeriesBox";
import { SeriesNav } from "./SeriesNav";
import { PostSkeleton, PostUnavailable } from "./PostStates";
import { RelatedPosts } from "./RelatedPosts";
import { ShareLinks } from "./ShareLinks";
import { usePostTitle } from "./usePostTitle";

// Below the article: loaded when the reader gets there (the server sends them in full).
const SubscribeForm = lazyPart(
  import.meta.glob<typeof Newsletter>("/src/features/newsletter/index.ts"),
  (newsletter) => newsletter.SubscribeForm,
  "subscribe",
);
const CommentsSection = lazyPart(
  import.meta.glob<typeof Comments>("/src/features/comments/index.ts"),
  (comments) => comments.CommentsSection,
  "comments",
);

export default function BlogDetailPage() {
  const intl = useIntl();
  const { slug = "" } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const { data: post, isLoading, isError, error } = useGetPostQuery(slug);
  const html = usePostHtml(post);
  const origin = useOrigin();
  const readRef = useReadTracking(post && !post.can.edit && post.status === "published" ? post.id : null);
  const [reporting, setReporting] = useState(false);

  usePostTitle(post);

  if (isLoading) return <PostSkeleton />;
  if (isError || !post)
    return <PostUnavailable status={(error as { status?: number } | undefined)?.status} />;

  // Only its author may edit a post: the server's word for "the reader wrote it".
  const isOwn = post.can.edit;
  // The article is in the post's language; the interface's pieces inside it keep the page's.
  const language = postLanguage(post);
  const ui = langIfOther(intl.locale, language);

  return (
    <>
      <article className={styles.article} lang={language}>
        <PostBanners post={post} isOwn={isOwn} lang={ui} />
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
        <PostByline post={post} onReport={() => setReporting(true)} lang={ui} />
        {post.series && <SeriesBox series={post.series} lang={ui} />}
        <PostCover post={post} />
        <PostBody
          ref={readRef}
          html={html}
          tableOfContents={post.tableOfContents}
          lang={ui}
          id="post-content"
          className={styles.content}
          data-testid="post-content"
        />
        {post.series && <SeriesNav series={post.series} lang={ui} />}
        {post.tags.length > 0 && (
          <ul
            className={styles.tags}
            aria-label={intl.formatMessage({ id: "reading.postPage.tags" })}
            lang={ui}
          >
            {post.tags.map((tag) => (
              <li key={tag.id}>
                <Link to={`/tags/${tag.slug}`}>
                  <Badge>{intl.formatMessage({ id: "reading.post.tag" }, { name: tag.name })}</Badge>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {/* Signed-in readers only: remembers how far they read and offers to take them back there. */}
        {user && !isOwn && post.status === "published" && (
          <ReadingPosition key={post.id} postId={post.id} contentId="post-content" lang={ui} />
        )}
        <div className={styles.actionsBar} data-testid="post-actions" lang={ui}>
          <ReactionButtons post={post} size="md" />
          <ShareLinks url={`${origin}/blog/${post.slug}`} title={post.title} />
        </div>
        {!isOwn && <AuthorCard key={post.author.username} author={post.author} lang={ui} />}
        {!isOwn && post.visibility === "public" && (
          <div className={styles.subscribe} id="subscribe" lang={ui}>
            <SubscribeForm
              key={post.author.username}
              username={post.author.username}
              name={post.author.name}
            />
          </div>
        )}
      </article>

      <RelatedPosts slug={slug} />

      {/* Comments are mounted here by the comments feature; this page renders nothing inside. */}
      <section id="comments" className={styles.comments} data-post-id={post.id}>
        <CommentsSection postId={post.id} commentsEnabled={post.commentsEnabled} />
      </section>
      <ReportDialog
        target={reporting ? { targetType: "post", targetId: post.id } : null}
        onClose={() => setReporting(false)}
      />
    </>
  );
}
