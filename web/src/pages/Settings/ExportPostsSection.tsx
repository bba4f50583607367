// Settings → Export posts: every post of the member as Markdown files in a zip, or a file Ghost imports.
import { useState } from "react";
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
