// A post's history in the editor: its revisions (when, why, how many words), the chosen one compared with
// the text being written, and restoring it after a confirmation. What is typed is saved first, so the
// restore keeps it in the history; the page then shows the restored post.
import type { Post, RevisionReason } from "@inkwell/contract";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Dialog } from "../../components/Dialog";
import { Spinner } from "../../components/Spinner";
import {
  useGetRevisionQuery,
  useGetRevisionsQuery,
  useRestoreRevisionMutation,
} from "../../data/api/revisionsApi";
import { relativeTime } from "../../i18n/formats";
import type { MessageId } from "../../i18n";
import { cx } from "../../lib/cx";
import { RevisionDiff } from "./RevisionDiff";
import styles from "./HistoryPanel.module.css";

export interface HistoryPanelProps {
  open: boolean;
  postId: number;
  /** What the editor holds now, saved or not: the other side of every comparison. */
  current: { title: string; html: string };
  /** Saves what is typed before a restore replaces it. */
  saveFirst: () => Promise<void>;
  onRestored: (post: Post) => void;
  onClose: () => void;
}

const REASONS: Record<RevisionReason, MessageId> = {
  autosave: "revisions.reason.autosave",
  update: "revisions.reason.update",
  publish: "revisions.reason.publish",
  restore: "revisions.reason.restore",
};

export function HistoryPanel({ open, onClose, ...rest }: HistoryPanelProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: "revisions.title" })}
      description={<FormattedMessage id="revisions.description" />}
      className={styles.dialog}
    >
      {open && <History {...rest} onClose={onClose} />}
    </Dialog>
  );
}

function History({ postId, current, saveFirst, onRestored, onClose }: Omit<HistoryPanelProps, "open">) {
  const intl = useIntl();
  const list = useGetRevisionsQuery(postId, { refetchOnMountOrArgChange: true });
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = chosenId ?? list.data?.[0]?.id ?? null;
  const revision = useGetRevisionQuery({ postId, revisionId: chosen ?? 0 }, { skip: chosen === null });
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const [restore, restoring] = useRestoreRevisionMutation();
  const now = new Date();

  const handleRestore = async () => {
    if (chosen === null) return;
    setFailed(false);
    try {
      await saveFirst();
      const post = await restore({ postId, revisionId: chosen }).unwrap();
      onRestored(post);
    } catch {
      setFailed(true);
      setConfirming(false);
    }
  };

  if (list.isLoading) return <Spinner centered label={intl.formatMessage({ id: "revisions.loading" })} />;
  if (list.isError) return <Alert>{intl.formatMessage({ id: "revisions.loadFailed" })}</Alert>;
  if (!list.data?.length)
    return <p className={styles.empty}>{intl.formatMessage({ id: "revisions.empty" })}</p>;

  return (
    <div className={styles.layout}>
      <nav aria-label={intl.formatMessage({ id: "revisions.list" })} className={styles.listBox}>
        <ol className={styles.list}>
          {list.data.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={cx(styles.item, item.id === chosen && styles.chosen)}
                aria-current={item.id === chosen ? "true" : undefined}
                onClick={() => {
                  setChosenId(item.id);
                  setConfirming(false);
                }}
              >
                <time dateTime={item.createdAt} title={new Date(item.createdAt).toLocaleString(intl.locale)}>
                  {relativeTime(intl, item.createdAt, now)}
                </time>
                <span className={styles.meta}>
                  <FormattedMessage
                    id="revisions.item"
                    values={{ reason: intl.formatMessage({ id: REASONS[item.reason] }), count: item.words }}
                  />
                </span>
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <div className={styles.detail}>
        {revision.isFetching && !revision.data ? (
          <Spinner centered label={intl.formatMessage({ id: "revisions.loading" })} />
        ) : revision.data ? (
          <RevisionDiff
            revision={{ title: revision.data.title, html: revision.data.html }}
            current={current}
          />
        ) : revision.isError ? (
          <Alert>{intl.formatMessage({ id: "revisions.loadFailed" })}</Alert>
        ) : null}

        {failed && <Alert>{intl.formatMessage({ id: "revisions.restoreFailed" })}</Alert>}

        {confirming ? (
          <div className={styles.confirm} role="group" aria-labelledby="restore-question">
            <p id="restore-question">
              <FormattedMessage id="revisions.confirmRestore" />
            </p>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setConfirming(false)}
                disabled={restoring.isLoading}
              >
                <FormattedMessage id="revisions.cancel" />
              </Button>
              <Button size="sm" onClick={() => void handleRestore()} loading={restoring.isLoading} autoFocus>
                <FormattedMessage id="revisions.confirm" />
              </Button>
            </div>
          </div>
        ) : (
          <div className={styles.actions}>
            <Button variant="ghost" size="sm" onClick={onClose}>
              <FormattedMessage id="revisions.close" />
            </Button>
            <Button size="sm" onClick={() => setConfirming(true)} disabled={!revision.data}>
              <FormattedMessage id="revisions.restore" />
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
