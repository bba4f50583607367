// Settings → Export posts: every post of the member as Markdown files in a zip, or a file Ghost imports.
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Card } from "../../components/Card";
import { useApiClient } from "../../data/store";
import { saveFile } from "../../lib/download";
import styles from "./Settings.module.css";

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
        <FormattedMessage id="account.settings.exportPosts.title" />
      </h2>
      <p className={styles.sectionText}>
        <FormattedMessage id="account.settings.exportPosts.text" />
      </p>
      {error && <Alert>{error}</Alert>}
      <div className={styles.actions}>
        <Button variant="secondary" loading={busy === "markdown"} onClick={() => void exportAs("markdown")}>
          <FormattedMessage id="account.settings.exportPosts.markdown" />
        </Button>
        <Button variant="secondary" loading={busy === "ghost"} onClick={() => void exportAs("ghost")}>
          <FormattedMessage id="account.settings.exportPosts.ghost" />
        </Button>
      </div>
    </Card>
  );
}
