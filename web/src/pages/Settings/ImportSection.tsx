// Settings → Import: bringing posts from WordPress, Ghost or Markdown files, with each import's progress
// (polled while one runs).
import { IMPORT_EXTENSIONS } from "@inkwell/contract";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useGetImportsQuery, useStartImportMutation } from "../../data/api/importsApi";
import { Alert } from "../../components/Alert";
import { Card } from "../../components/Card";
import { Spinner } from "../../components/Spinner";
import { asApiError } from "../../lib/apiError";
import { FilePicker } from "./FilePicker";
import { ImportItem } from "./ImportItem";
import styles from "./Settings.module.css";

export function ImportSection() {
  const intl = useIntl();
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
        <FormattedMessage id="account.settings.import.title" />
      </h2>
      <p className={styles.sectionText}>
        <FormattedMessage id="account.settings.import.text" />
      </p>
      {error && (
        <Alert>
          {asApiError(error)?.message ?? intl.formatMessage({ id: "account.settings.import.sendFailed" })}
        </Alert>
      )}
      <FilePicker
        label={intl.formatMessage({ id: "account.settings.import.choose" })}
        accept={IMPORT_EXTENSIONS.join(",")}
        loading={starting}
        onPick={(file) => void start(file)}
      />
      {isLoading ? (
        <Spinner label={intl.formatMessage({ id: "account.settings.import.loading" })} />
      ) : jobs?.length ? (
        <ul
          className={styles.imports}
          aria-label={intl.formatMessage({ id: "account.settings.import.list" })}
        >
          {jobs.map((job) => (
            <ImportItem key={job.id} job={job} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
