// The sources under an assistant's answer, each once, labelled in the answer's language.
import styles from "./Assistant.module.css";
import { MarkdownLink } from "./MarkdownLink";
import { TEXT } from "./strings";
import type { AssistantMessage } from "./useAssistantConversation";

/** A reply's sources, each once, leaving out those its text already links to; labelled in its language. */
export function Sources({ message }: { message: AssistantMessage }) {
  const seen = new Set<string>();
  const sources = (message.metadata?.sources ?? []).filter((s) => {
    if (!s.link || seen.has(s.link) || message.content.includes(`](${s.link})`)) return false;
    seen.add(s.link);
    return true;
  });
  if (sources.length === 0) return null;
  return (
    <div className={styles.sources}>
      <span className={styles.sourcesLabel}>
        {message.metadata?.language === "en" ? TEXT.sourcesEn : TEXT.sources}:
      </span>
      <ul className={styles.sourceList}>
        {sources.map((s) => (
          <li key={s.link}>
            <MarkdownLink href={s.link}>{s.title || s.link}</MarkdownLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
