// Settings → Newsletter: the member's subscriber counts, their list as CSV (download and import) and the
// weekly digest of the writers they follow.
import { useState } from "react";
import {
  useGetNewsletterSettingsQuery,
  useImportSubscribersMutation,
  useSetDigestMutation,
} from "../../data/api/newsletterApi";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Card } from "../../components/Card";
import { Spinner } from "../../components/Spinner";
import { useApiClient } from "../../data/store";
import { asApiError } from "../../lib/apiError";
import { saveFile } from "../../lib/download";
import { counted } from "../../lib/text";
import { FilePicker } from "./FilePicker";
import styles from "./Settings.module.css";

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
              {counted(imported.added, "subscriber")} added, {imported.skipped} skipped.
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
