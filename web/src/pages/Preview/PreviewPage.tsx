// A draft preview (`/preview/:token`): the post as its author last saved it, for whoever holds the link,
// marked "Draft preview" with when the link stops working. Read-only: no reactions, sharing, comments or
// menus. A link that opens nothing (malformed, expired, revoked, the post deleted) is the not-found page.
import { FormattedMessage, useIntl } from "react-intl";
import { useParams } from "react-router";
import { Avatar } from "../../components/Avatar";
import { Badge } from "../../components/Badge";
import { useGetPreviewQuery } from "../../data/api/previewsApi";
import { PostBody } from "../../features/postBody";
import { langIfOther, PostCover, postLanguage } from "../../features/posts";
import { usePostHtml } from "../../lib/usePostHtml";
import { NotFound } from "../NotFound/NotFound";
import styles from "./Preview.module.css";

export default function PreviewPage() {
  const intl = useIntl();
  const { token = "" } = useParams();
  const { data, isLoading } = useGetPreviewQuery(token);
  const post = data?.post;
  const html = usePostHtml(post);

  if (isLoading) return null;
  if (!data || !post) return <NotFound />;

  const language = postLanguage(post);
  const ui = langIfOther(intl.locale, language);
  const expires = intl.formatDate(data.expiresAt, { dateStyle: "medium", timeStyle: "short" });

  return (
    <article className={styles.article} lang={language} data-testid="draft-preview">
      <div className={styles.banner} role="note" lang={ui}>
        <Badge tone="warning">
          <FormattedMessage id="preview.page.badge" />
        </Badge>
        <span>
          <FormattedMessage id="preview.page.note" values={{ when: expires }} />
        </span>
      </div>
      {post.topics.length > 0 && (
        <div className={styles.chips}>
          {post.topics.map((t) => (
            <Badge key={t.id} tone="accent">
              {t.name}
            </Badge>
          ))}
        </div>
      )}
      <h1 className={styles.title}>{post.title || intl.formatMessage({ id: "preview.page.untitled" })}</h1>
      <div className={styles.byline} lang={ui}>
        <Avatar name={post.author.name} src={post.author.avatar} size={40} />
        <span className={styles.author}>{post.author.name}</span>
      </div>
      <PostCover post={post} />
      <PostBody
        html={html}
        tableOfContents={post.tableOfContents}
        lang={ui}
        className={styles.content}
        data-testid="post-content"
      />
      {post.tags.length > 0 && (
        <ul className={styles.chips} lang={ui}>
          {post.tags.map((tag) => (
            <li key={tag.id}>
              <Badge>{intl.formatMessage({ id: "reading.post.tag" }, { name: tag.name })}</Badge>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
