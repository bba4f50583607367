// Settings → Your comments: the member's own comments, newest first, each with the post it is under (while
// they may still read it) and Delete: their words are theirs to take back, even where the post page is gone.
import type { OwnComment } from "@inkwell/contract";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useDeleteOwnCommentMutation, useGetOwnCommentsInfiniteQuery } from "../../data/api/commentsApi";
import { Button } from "../../components/Button";
import { Card } from "../../components/Card";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Spinner } from "../../components/Spinner";
import { useFormats } from "../../i18n/formats";
import styles from "./Settings.module.css";

function WhereItIs({ comment }: { comment: OwnComment }) {
  const { date } = useFormats();
  const when = date(comment.createdAt);
  if (!comment.post) {
    return <FormattedMessage id="account.settings.comments.unreadable" values={{ date: when }} />;
  }
  const { slug, title } = comment.post;
  return (
    <FormattedMessage
      id="account.settings.comments.on"
      values={{
        title,
        date: when,
        link: (chunks) => <Link to={`/blog/${slug}#comment-${comment.id}`}>{chunks}</Link>,
      }}
    />
  );
}

export function YourCommentsSection() {
  const intl = useIntl();
  const { date } = useFormats();
  const query = useGetOwnCommentsInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const [deleteComment, { isLoading: deleting }] = useDeleteOwnCommentMutation();
  const [confirming, setConfirming] = useState<number | null>(null);
  const comments = query.data?.pages.flatMap((page) => page.data) ?? [];

  const handleDelete = async () => {
    if (confirming === null) return;
    try {
      await deleteComment(confirming).unwrap();
    } catch (err) {
      console.error("Could not delete the comment", err);
    }
    setConfirming(null);
  };

  return (
    <Card as="section" aria-labelledby="comments-heading">
      <h2 id="comments-heading" className={styles.sectionTitle}>
        <FormattedMessage id="account.settings.comments.title" />
      </h2>
      <p className={styles.sectionText}>
        <FormattedMessage id="account.settings.comments.description" />
      </p>
      {query.isLoading ? (
        <Spinner label={intl.formatMessage({ id: "account.settings.comments.loading" })} />
      ) : query.isError ? (
        <p className={styles.muted}>
          <FormattedMessage id="account.settings.comments.loadFailed" />
        </p>
      ) : !comments.length ? (
        <p className={styles.muted}>
          <FormattedMessage id="account.settings.comments.empty" />
        </p>
      ) : (
        <ul className={styles.people}>
          {comments.map((comment) => (
            <li key={comment.id} className={styles.person}>
              <div className={styles.ownComment}>
                <p className={styles.ownCommentText}>{comment.content}</p>
                <p className={styles.muted}>
                  <WhereItIs comment={comment} />
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                aria-label={intl.formatMessage(
                  { id: "account.settings.comments.deleteLabel" },
                  { date: date(comment.createdAt) },
                )}
                onClick={() => setConfirming(comment.id)}
              >
                <FormattedMessage id="account.settings.comments.delete" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          <FormattedMessage id="account.settings.comments.more" />
        </Button>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={intl.formatMessage({ id: "people.comment.deleteTitle" })}
        message={intl.formatMessage({ id: "people.comment.deleteMessage" })}
        busy={deleting}
        onConfirm={() => void handleDelete()}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}
