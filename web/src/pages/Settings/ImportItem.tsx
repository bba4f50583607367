// One import in Settings: its file, source and state, its progress while it runs, what it brought in and its
// notes (or why it failed).
import type { ImportJob } from "@inkwell/contract";
import { FormattedMessage, useIntl } from "react-intl";
import { Alert } from "../../components/Alert";
import { Badge, type BadgeTone } from "../../components/Badge";
import { useFormats } from "../../i18n/formats";
import styles from "./Settings.module.css";

const SOURCE_NAMES: Record<ImportJob["source"], string> = {
  wordpress: "WordPress",
  ghost: "Ghost",
  markdown: "Markdown",
  medium: "Medium",
  substack: "Substack",
};
const STATUS_TONES: Record<ImportJob["status"], BadgeTone> = {
  queued: "neutral",
  running: "accent",
  done: "success",
  failed: "danger",
};

export function ImportItem({ job }: { job: ImportJob }) {
  const intl = useIntl();
  const { relative } = useFormats();
  const { counts, progress } = job;
  const active = job.status === "queued" || job.status === "running";
  return (
    <li className={styles.importItem} aria-busy={active}>
      <div className={styles.importHead}>
        <strong className={styles.fileName}>{job.filename}</strong>
        <Badge tone={STATUS_TONES[job.status]}>
          <FormattedMessage id="account.settings.import.status" values={{ status: job.status }} />
        </Badge>
      </div>
      <p className={styles.muted}>
        <FormattedMessage
          id="account.settings.import.started"
          values={{ source: SOURCE_NAMES[job.source], time: relative(job.createdAt) }}
        />
      </p>
      {active && (
        <progress
          className={styles.progress}
          max={progress.total || 1}
          value={progress.done}
          aria-label={intl.formatMessage(
            { id: "account.settings.import.progress" },
            { done: progress.done, total: progress.total || "?" },
          )}
        />
      )}
      {job.status !== "failed" && (
        <p className={styles.counts}>
          <FormattedMessage
            id="account.settings.import.counts"
            values={{
              posts: counts.posts,
              topics: counts.topics,
              tags: counts.tags,
              comments: counts.comments,
              skipped: counts.skipped,
            }}
          />
        </p>
      )}
      {job.errors.length > 0 &&
        (job.status === "failed" ? (
          <Alert>{job.errors[0]}</Alert>
        ) : (
          <details className={styles.notes}>
            <summary>
              <FormattedMessage id="account.settings.import.notes" values={{ count: job.errors.length }} />
            </summary>
            <ul>
              {job.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </details>
        ))}
    </li>
  );
}
