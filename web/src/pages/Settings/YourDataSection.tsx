// Settings → Your data: the member's profile, posts, comments and follows as a JSON file.
import { siteFileStem } from "@inkwell/contract";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useSite } from "../../data/site/useSite";
import { useApiClient, useAppSelector } from "../../data/store";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Card } from "../../components/Card";
import { saveFile } from "../../lib/download";
import styles from "./Settings.module.css";

export function YourDataSection() {
  const user = useAppSelector(selectCurrentUser);
  const site = useSite();
  const apiClient = useApiClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const exportData = async () => {
    setBusy(true);
    setError(null);
    // Through the shared client, so the bearer token (and a refresh, if needed) come along.
    const result = await apiClient.request({ url: "/profiles/me/export" });
    setBusy(false);
    if (result.error) {
      setError(result.error.message);
      return;
    }
    const json = JSON.stringify({ data: result.data }, null, 2);
    saveFile(
      new Blob([json], { type: "application/json" }),
      `${siteFileStem(site)}-${user?.username ?? "export"}.json`,
    );
  };

  return (
    <Card as="section" aria-labelledby="export-heading">
      <h2 id="export-heading" className={styles.sectionTitle}>
        <FormattedMessage id="account.settings.yourData.title" />
      </h2>
      <p className={styles.sectionText}>
        <FormattedMessage id="account.settings.yourData.text" />
      </p>
      {error && <Alert>{error}</Alert>}
      <Button variant="secondary" loading={busy} onClick={() => void exportData()}>
        <FormattedMessage id="account.settings.yourData.button" />
      </Button>
    </Card>
  );
}
