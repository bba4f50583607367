// The head of a comment: its author (avatar and name, linking to the profile), when it was written and
// whether it was edited, the menu of what the reader may do with it, and a note for its author and moderators
// when it is held for review or hidden.
import type { Comment } from "@inkwell/contract";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { Avatar } from "../../components/Avatar";
import { Badge } from "../../components/Badge";
import { MoreMenu, type MoreMenuItem } from "../../components/MoreMenu";
import { useFormats } from "../../i18n/formats";
import styles from "./Comments.module.css";

const MODERATION_NOTES = {
  held: "people.comment.moderation.held",
  hidden: "people.comment.moderation.hidden",
} as const;

interface CommentHeadProps {
  comment: Comment;
  author: NonNullable<Comment["commenter"]>;
  level: number;
  /** The menu's items; none while the comment is being edited. */
  menu: MoreMenuItem[] | null;
}

export function CommentHead({ comment, author, level, menu }: CommentHeadProps) {
  const intl = useIntl();
  const formats = useFormats();
  return (
    <>
      <div className={styles.itemHead}>
        <Link to={`/profile/${author.username}`} className={styles.authorLink}>
          <Avatar name={author.name} src={author.avatar} size={level === 0 ? 36 : 30} />
          <span className={styles.authorName}>{author.name}</span>
        </Link>
        <span className={styles.meta}>
          {/* "3 hours ago" may have moved on between the server's render and the browser's. */}
          <time dateTime={comment.createdAt} title={formats.date(comment.createdAt)} suppressHydrationWarning>
            {formats.relative(comment.createdAt)}
          </time>
          {comment.isEdited && (
            <span className={styles.edited}>
              <FormattedMessage id="people.comment.edited" />
            </span>
          )}
        </span>
        {menu && (
          <MoreMenu
            label={intl.formatMessage({ id: "people.comment.menu" })}
            className={styles.menuWrap}
            items={menu}
          />
        )}
      </div>
      {comment.moderation && (
        <Badge tone="warning" className={styles.moderation}>
          <FormattedMessage id={MODERATION_NOTES[comment.moderation]} />
        </Badge>
      )}
    </>
  );
}
