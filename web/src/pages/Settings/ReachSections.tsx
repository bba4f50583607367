// Settings for moving in and reaching readers: importing posts (with each import's progress), exporting
// them, and the newsletter (subscriber counts and CSV, the weekly digest of followed writers).
import { IMPORT_EXTENSIONS } from "@inkwell/contract";
import type { ImportJob } from "@inkwell/contract";
import { useRef, useState, type ChangeEvent } from "react";
import { asApiError } from "../../lib/apiError";
import { useGetImportsQuery, useStartImportMutation } from "../../data/api/importsApi";
import {
  useGetNewsletterSettingsQuery,
  useImportSubscribersMutation,
  useSetDigestMutation,
} from "../../data/api/newsletterApi";
import { Alert } from "../../components/Alert";
import { Badge, type BadgeTone } from "../../components/Badge";
import { Button } from "../../components/Button";
import { Card } from "../../components/Card";
import { Spinner } from "../../components/Spinner";
import { useApiClient } from "../../data/store";
import { saveFile } from "../../lib/download";
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
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** A hidden file input opened by a button, so the control looks like the rest of the page. */
function FilePicker({
  label,
  accept,
  loading,
  onPick,
  variant = "primary",
}: {
  label: string;
  accept: string;
  loading: boolean;
  onPick: (file: File) => void;
  variant?: "primary" | "secondary";
}) {
  const input = useRef<HTMLInputElement>(null);
  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (file) onPick(file);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="visually-hidden"
        aria-label={label}
        onChange={handleChange}
        tabIndex={-1}
      />
      <Button variant={variant} loading={loading} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}

function ImportItem({ job }: { job: ImportJob }) {
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
          {plural(counts.posts, "post")} · {plural(counts.topics, "topic")} · {plural(counts.tags, "tag")} ·{" "}
          {plural(counts.comments, "comment")} counted · {counts.skipped} skipped
        </p>
      )}
      {job.errors.length > 0 &&
        (job.status === "failed" ? (
          <Alert>{job.errors[0]}</Alert>
        ) : (
          <details className={styles.notes}>
            <summary>{plural(job.errors.length, "note")}</summary>
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

export function ImportSection() {
  const [polling, setPolling] = useState(false);
  const { data: jobs, isLoading } = useGetImportsQuery(undefined, {
    pollingInterval: polling ? 1500 : 0,
    refetchOnMountOrArgChange: true,
  });
  const [start, { isLoading: starting, error }] = useStartImportMutation();
  const running = jobs?.some((job) => job.status === "queued" || job.status === "running") ?? false;
  if (running !== polling) setPolling(running);

  return (
    <Card as="section" aria-labelledby="import-heading" id="import">
      <h2 id="import-heading" className={styles.sectionTitle}>
        Import
      </h2>
      <p className={styles.sectionText}>
        Bring your posts from WordPress (the .xml export), Ghost (the .json export) or Markdown files (one
        .md, or a .zip of them with their images). Importing the same file again adds nothing twice.
      </p>
      {error && <Alert>{asApiError(error)?.message ?? "The file could not be sent."}</Alert>}
      <FilePicker
        label="Choose a file to import"
        accept={IMPORT_EXTENSIONS.join(",")}
        loading={starting}
        onPick={(file) => void start(file)}
      />
      {isLoading ? (
        <Spinner label="Loading imports" />
      ) : jobs?.length ? (
        <ul className={styles.imports} aria-label="Your imports">
          {jobs.map((job) => (
            <ImportItem key={job.id} job={job} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

export function ExportPostsSection() {
  const apiClient = useApiClient();
  const [busy, setBusy] = useState<"markdown" | "ghost" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const exportAs = async (format: "markdown" | "ghost") => {
    setBusy(format);
    setError(null);
    const result = await apiClient.download({ url: "/exports/posts", params: { format } });
    setBusy(null);
    if ("error" in result) setError(result.error.message);
    else saveFile(result.blob, result.filename);
  };
  return (
    <Card as="section" aria-labelledby="export-posts-heading">
      <h2 id="export-posts-heading" className={styles.sectionTitle}>
        Export posts
      </h2>
      <p className={styles.sectionText}>
        All your posts, drafts included: Markdown files with their images in a zip, or a file Ghost can
        import.
      </p>
      {error && <Alert>{error}</Alert>}
      <div className={styles.actions}>
        <Button variant="secondary" loading={busy === "markdown"} onClick={() => void exportAs("markdown")}>
          Markdown (.zip)
        </Button>
        <Button variant="secondary" loading={busy === "ghost"} onClick={() => void exportAs("ghost")}>
          Ghost (.json)
        </Button>
      </div>
    </Card>
  );
}

export function NewsletterSection() {
  const apiClient = useApiClient();
  const { data, isLoading } = useGetNewsletterSettingsQuery();
  const [setDigest, { isLoading: saving }] = useSetDigestMutation();
  const [importList, { data: imported, isLoading: importing, error: importError }] =
    useImportSubscribersMutation();
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const downloadList = async () => {
    setDownloadError(null);
    const result = await apiClient.download({ url: "/newsletter/subscribers" });
    if ("error" in result) setDownloadError(result.error.message);
    else saveFile(result.blob, result.filename);
  };

  return (
    <Card as="section" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className={styles.sectionTitle}>
        Newsletter
      </h2>
      <p className={styles.sectionText}>
        Readers can subscribe to your posts by email from your profile. Public posts are mailed to them when
        they go live, unless you switch it off when publishing.
      </p>
      {isLoading || !data ? (
        <Spinner label="Loading newsletter settings" />
      ) : (
        <>
          <dl className={styles.rows}>
            <div className={styles.row}>
              <dt>Subscribers</dt>
              <dd>{data.subscribers.active}</dd>
            </div>
            <div className={styles.row}>
              <dt>Waiting for confirmation</dt>
              <dd>{data.subscribers.pending}</dd>
            </div>
            <div className={styles.row}>
              <dt>Unsubscribed</dt>
              <dd>{data.subscribers.unsubscribed}</dd>
            </div>
          </dl>
          {(downloadError ?? importError) && (
            <Alert>
              {downloadError ?? asApiError(importError)?.message ?? "The list could not be read."}
            </Alert>
          )}
          {imported && (
            <Alert tone="success">
              {plural(imported.added, "subscriber")} added, {imported.skipped} skipped.
              {imported.errors.length > 0 && ` ${imported.errors.slice(0, 3).join(" ")}`}
            </Alert>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void downloadList()}>
              Download subscribers (CSV)
            </Button>
            <FilePicker
              label="Import subscribers (CSV)"
              accept=".csv,text/csv"
              variant="secondary"
              loading={importing}
              onPick={(file) => void importList(file)}
            />
          </div>
          <label className={styles.switchRow}>
            <input
              type="checkbox"
              role="switch"
              checked={data.weeklyDigest}
              disabled={saving}
              onChange={(e) => void setDigest(e.target.checked)}
            />
            <span>
              <strong>Weekly digest</strong>
              <span className={styles.muted}>
                {" "}
                — a mail each week with new posts from the writers you follow.
              </span>
            </span>
          </label>
        </>
      )}
    </Card>
  );
}
