// One import in Settings: its file, source and state, its progress while it runs, what it brought in and its
// notes (or why it failed).
import type { ImportJob } from "@inkwell/contract";
import { Alert } from "../../components/Alert";
import { Badge, type BadgeTone } from "../../components/Badge";
import { counted } from "../../lib/text";
import { relativeTime } from "../../lib/time";
import styles from "./Settings.module.css";

const SOURCE_NAMES: Record<ImportJob["source"], string> = {
  wordpress: "WordPress",
  ghost: "Ghost",
  markdown: "Markdown",
};
const STATUS_TONES: Record<ImportJob["status"], BadgeTone> = {
  queued: "neutral",
  running: "accent",
  done: "success",
  failed: "danger",
};

export function ImportItem({ job }: { job: ImportJob }) {
  const { counts, progress } = job;
  const active = job.status === "queued" || job.status === "running";
  return (
    <li className={styles.importItem} aria-busy={active}>
      <div className={styles.importHead}>
        <strong className={styles.fileName}>{job.filename}</strong>
        <Badge tone={STATUS_TONES[job.status]}>{job.status}</Badge>
      </div>
      <p className={styles.muted}>
        {SOURCE_NAMES[job.source]} · started {relativeTime(job.createdAt)}
      </p>
      {active && (
        <progress
          className={styles.progress}
          max={progress.total || 1}
          value={progress.done}
          aria-label={`Imported ${progress.done} of ${progress.total || "?"}`}
        />
      )}
      {job.status !== "failed" && (
        <p className={styles.counts}>
          {counted(counts.posts, "post")} · {counted(counts.topics, "topic")} · {counted(counts.tags, "tag")}{" "}
          · {counted(counts.comments, "comment")} counted · {counts.skipped} skipped
        </p>
      )}
      {job.errors.length > 0 &&
        (job.status === "failed" ? (
          <Alert>{job.errors[0]}</Alert>
        ) : (
          <details className={styles.notes}>
            <summary>{counted(job.errors.length, "note")}</summary>
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
