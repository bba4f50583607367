// One account's posts (held and hidden ones too, as staff may read them) and latest comments.
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useGetAccountQuery } from "../../data/api/moderationApi";
import { Badge } from "../../components/Badge";
import { Skeleton } from "../../components/Skeleton";
import { useFormats } from "../../i18n/formats";
import styles from "./Admin.module.css";
import { MODERATION_LABELS } from "./labels";

export function UserContent({ userId }: { userId: number }) {
  const intl = useIntl();
  const { relative } = useFormats();
  const { data, isLoading } = useGetAccountQuery(userId);
  if (isLoading || !data) return <Skeleton height={80} />;
  return (
    <div className={styles.panel}>
      <h3 className={styles.panelTitle}>
        <FormattedMessage id="console.userContent.posts" />
      </h3>
      {data.posts.length ? (
        <ul className={styles.list}>
          {data.posts.map((post) => (
            <li key={post.id} className={styles.rowHead}>
              <Link to={`/blog/${post.slug}`}>
                {post.title || <FormattedMessage id="console.untitled" />}
              </Link>
              {post.moderation && (
                <Badge tone="warning">
                  <FormattedMessage id={MODERATION_LABELS[post.moderation]} />
                </Badge>
              )}
              {post.featured && (
                <Badge tone="accent">
                  <FormattedMessage id="console.featured" />
                </Badge>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>
          <FormattedMessage id="console.userContent.noPosts" />
        </p>
      )}
      <h3 className={styles.panelTitle}>
        <FormattedMessage id="console.userContent.comments" />
      </h3>
      {data.comments.length ? (
        <ul className={styles.list}>
          {data.comments.map((c) => (
            <li key={c.id} className={styles.muted}>
              <FormattedMessage
                id={c.isDeleted ? "console.userContent.removedComment" : "console.userContent.comment"}
                values={{
                  link: (chunks) => <Link to={`/blog/${c.postSlug}#comment-${c.id}`}>{chunks}</Link>,
                  title: c.postTitle || intl.formatMessage({ id: "console.untitled" }),
                  when: relative(c.createdAt),
                  content: c.content,
                  em: (chunks) => <em>{chunks}</em>,
                }}
              />
              {c.moderation && (
                <>
                  {" "}
                  <Badge tone="warning">
                    <FormattedMessage id={MODERATION_LABELS[c.moderation]} />
                  </Badge>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>
          <FormattedMessage id="console.userContent.noComments" />
        </p>
      )}
    </div>
  );
}
