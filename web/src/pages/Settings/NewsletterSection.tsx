// Settings → Newsletter: the member's subscriber counts, their list as CSV (download and import) and the
// weekly digest of the writers they follow.
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
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
import { useFormats } from "../../i18n/formats";
import { FilePicker } from "./FilePicker";
import styles from "./Settings.module.css";

export function NewsletterSection() {
  const intl = useIntl();
  const { number } = useFormats();
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
        <FormattedMessage id="account.settings.newsletter.title" />
      </h2>
      <p className={styles.sectionText}>
        <FormattedMessage id="account.settings.newsletter.text" />
      </p>
      {isLoading || !data ? (
        <Spinner label={intl.formatMessage({ id: "account.settings.newsletter.loading" })} />
      ) : (
        <>
          <dl className={styles.rows}>
            <div className={styles.row}>
              <dt>
                <FormattedMessage id="account.settings.newsletter.subscribers" />
              </dt>
              <dd>{number(data.subscribers.active)}</dd>
            </div>
            <div className={styles.row}>
              <dt>
                <FormattedMessage id="account.settings.newsletter.pending" />
              </dt>
              <dd>{number(data.subscribers.pending)}</dd>
            </div>
            <div className={styles.row}>
              <dt>
                <FormattedMessage id="account.settings.newsletter.unsubscribed" />
              </dt>
              <dd>{number(data.subscribers.unsubscribed)}</dd>
            </div>
          </dl>
          {(downloadError ?? importError) && (
            <Alert>
              {downloadError ??
                asApiError(importError)?.message ??
                intl.formatMessage({ id: "account.settings.newsletter.readFailed" })}
            </Alert>
          )}
          {imported && (
            <Alert tone="success">
              <FormattedMessage
                id={
                  imported.errors.length > 0
                    ? "account.settings.newsletter.importedWithNotes"
                    : "account.settings.newsletter.imported"
                }
                values={{
                  added: imported.added,
                  skipped: imported.skipped,
                  notes: imported.errors.slice(0, 3).join(" "),
                }}
              />
            </Alert>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void downloadList()}>
              <FormattedMessage id="account.settings.newsletter.download" />
            </Button>
            <FilePicker
              label={intl.formatMessage({ id: "account.settings.newsletter.import" })}
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
              <FormattedMessage
                id="account.settings.newsletter.digest"
                values={{
                  strong: (chunks) => <strong>{chunks}</strong>,
                  muted: (chunks) => <span className={styles.muted}>{chunks}</span>,
                }}
              />
            </span>
          </label>
        </>
      )}
    </Card>
  );
}
