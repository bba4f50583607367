// The moderation blocklist: words, phrases and domains (one a line) that hold a post or comment for review
// instead of publishing it. Kept in a file on the server, which this edits.
import { useState } from "react";
import { asApiError } from "../../lib/apiError";
import { useGetBlocklistQuery, useSaveBlocklistMutation } from "../../data/api/moderationApi";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Skeleton } from "../../components/Skeleton";
import styles from "./Admin.module.css";
import { SectionHeader } from "./SectionHeader";

export function BlocklistSection() {
  const { data, isLoading } = useGetBlocklistQuery();
  return (
    <>
      <SectionHeader
        title="Blocklist"
        description={
          <>
            A post or comment containing one of these is held for review instead of published. Words match
            whole words, accents and case ignored; a domain (like <code>spam.example</code>) matches its
            subdomains too.
          </>
        }
      />
      {isLoading || !data ? <Skeleton height={280} /> : <BlocklistEditor initial={data.entries} />}
    </>
  );
}

function BlocklistEditor({ initial }: { initial: string[] }) {
  const [text, setText] = useState(initial.join("\n"));
  const [save, { isLoading }] = useSaveBlocklistMutation();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const entries = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

  const submit = async () => {
    setMessage(null);
    try {
      const saved = await save(entries).unwrap();
      setText(saved.entries.join("\n"));
      setMessage({ tone: "success", text: `Saved: ${saved.entries.length} entries.` });
    } catch (err) {
      setMessage({ tone: "error", text: asApiError(err)?.message ?? "The list could not be saved." });
    }
  };

  return (
    <div className={styles.panel}>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <label htmlFor="blocklist" className={styles.panelTitle}>
        Entries, one a line
      </label>
      <textarea
        id="blocklist"
        className={styles.blocklist}
        value={text}
        spellCheck={false}
        onChange={(e) => setText(e.target.value)}
      />
      <div className={styles.actions}>
        <Button onClick={() => void submit()} loading={isLoading}>
          Save blocklist
        </Button>
        <span className={styles.muted}>{entries.length} entries</span>
      </div>
    </div>
  );
}
