// The moderation blocklist: words, phrases and domains (one a line) that hold a post or comment for review
// instead of publishing it. Kept in a file on the server, which this edits.
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { asApiError } from "../../lib/apiError";
import { useGetBlocklistQuery, useSaveBlocklistMutation } from "../../data/api/moderationApi";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Skeleton } from "../../components/Skeleton";
import styles from "./Admin.module.css";
import { SectionHeader } from "./SectionHeader";

export function BlocklistSection() {
  const intl = useIntl();
  const { data, isLoading } = useGetBlocklistQuery();
  return (
    <>
      <SectionHeader
        title={intl.formatMessage({ id: "console.blocklist.title" })}
        description={
          <FormattedMessage
            id="console.blocklist.description"
            values={{ code: (chunks) => <code>{chunks}</code> }}
          />
        }
      />
      {isLoading || !data ? <Skeleton height={280} /> : <BlocklistEditor initial={data.entries} />}
    </>
  );
}

function BlocklistEditor({ initial }: { initial: string[] }) {
  const intl = useIntl();
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
      setMessage({
        tone: "success",
        text: intl.formatMessage({ id: "console.blocklist.saved" }, { count: saved.entries.length }),
      });
    } catch (err) {
      setMessage({
        tone: "error",
        text: asApiError(err)?.message ?? intl.formatMessage({ id: "console.blocklist.failed" }),
      });
    }
  };

  return (
    <div className={styles.panel}>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <label htmlFor="blocklist" className={styles.panelTitle}>
        <FormattedMessage id="console.blocklist.entriesLabel" />
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
          <FormattedMessage id="console.blocklist.save" />
        </Button>
        <span className={styles.muted}>
          <FormattedMessage id="console.blocklist.count" values={{ count: entries.length }} />
        </span>
      </div>
    </div>
  );
}
