// A post in a list (spec §2.3): image, topic badges, title, excerpt, author, date, minutes to read,
// views, likes with the like button, and the bookmark button. Published posts open the reader page,
// anything else opens the editor.
import type { Post } from "@inkwell/contract";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { Avatar } from "../../components/Avatar";
import { Badge } from "../../components/Badge";
import { Icon } from "../../components/Icon";
import type { PostLayout } from "../../components/LayoutToggle";
import { LazyImage } from "../../components/LazyImage";
import { cx } from "../../lib/cx";
import { useFormats } from "../../i18n/formats";
import styles from "./PostCard.module.css";
import { langIfOther, postLanguage } from "./postLanguage";
import { ReactionButtons } from "./ReactionButtons";

/** Spec §2.3 / §4: published → blog/{slug}; any other status → write/{slug}. */
export function postLink(post: Pick<Post, "slug" | "status">): string {
  return post.status === "published" ? `/blog/${post.slug}` : `/write/${post.slug}`;
}

interface PostCardProps {
  post: Post;
  layout?: PostLayout;
  actions?: ReactNode;
  showStatus?: boolean;
  /** Its picture is among the first the reader sees (loaded at once rather than lazily). */
  priority?: boolean;
  /** h2 where the list sits right under the page's h1, h3 under a section's h2 (headings go down one by one). */
  headingLevel?: 2 | 3;
}

export function PostCard({
  post,
  layout = "grid",
  actions,
  showStatus = false,
  priority,
  headingLevel = 3,
}: PostCardProps) {
  const intl = useIntl();
  const formats = useFormats();
  // The title and excerpt are in the post's language, which may not be the page's.
  const lang = langIfOther(postLanguage(post), intl.locale);
  const href = postLink(post);
  const Title = headingLevel === 2 ? "h2" : "h3";
  const date = post.publishedAt ?? post.updatedAt;
  return (
    <article className={cx(styles.card, styles[layout])} data-testid="post-card">
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <LazyImage
          src={post.thumbnail ?? post.coverImage}
          alt=""
          aspectRatio={layout === "grid" ? "16 / 9" : "4 / 3"}
          sizes={layout === "grid" ? "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" : "240px"}
          priority={priority}
        />
      </Link>
      <div className={styles.body}>
        {(post.topics.length > 0 || (showStatus && post.status !== "published")) && (
          <div className={styles.badges}>
            {showStatus && post.status !== "published" && (
              <Badge tone={post.status === "scheduled" ? "warning" : "neutral"}>
                <FormattedMessage
                  id={post.status === "scheduled" ? "reading.post.scheduled" : "reading.post.draft"}
                />
              </Badge>
            )}
            {post.topics.slice(0, 3).map((topic) => (
              <Link key={topic.id} to={`/topics/${topic.slug}`} className={styles.topic}>
                <Badge tone="accent">{topic.name}</Badge>
              </Link>
            ))}
          </div>
        )}
        <Title className={styles.title} lang={post.title ? lang : undefined}>
          <Link to={href}>{post.title || <FormattedMessage id="reading.post.untitled" />}</Link>
        </Title>
        {post.excerpt && (
          <p className={styles.excerpt} lang={lang}>
            {post.excerpt}
          </p>
        )}
        <div className={styles.footer}>
          <Link to={`/profile/${post.author.username}`} className={styles.author}>
            <Avatar name={post.author.name} src={post.author.avatar} size={28} />
            <span className={styles.authorName}>{post.author.name}</span>
          </Link>
          <div className={styles.meta}>
            {/* "3 hours ago" may have moved on between the server's render and the browser's. */}
            <time dateTime={date} title={formats.date(date)} suppressHydrationWarning>
              {formats.relative(date)}
            </time>
            <span className={styles.dot} aria-hidden="true" />
            <span>
              <FormattedMessage id="reading.post.readTime" values={{ minutes: post.readTime }} />
            </span>
            <span className={styles.dot} aria-hidden="true" />
            <span
              className={styles.views}
              aria-label={intl.formatMessage({ id: "reading.post.views" }, { count: post.viewsCount })}
            >
              <Icon name="eye" size={15} />
              {formats.number(post.viewsCount)}
            </span>
          </div>
        </div>
        <div className={styles.actions}>
          <ReactionButtons post={post} />
          {actions}
        </div>
      </div>
    </article>
  );
}
