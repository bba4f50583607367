// The sources under an assistant's answer, each once, labelled in the answer's language.
import { isLanguage } from "@inkwell/contract";
import { useIntl } from "react-intl";
import type { Language } from "../../i18n";
import styles from "./Assistant.module.css";
import { MarkdownLink } from "./MarkdownLink";
import { SOURCES_LABEL } from "./strings";
import type { AssistantMessage } from "./useAssistantConversation";

/** A reply's sources, each once, leaving out those its text already links to; labelled in its language. */
export function Sources({ message }: { message: AssistantMessage }) {
  const { locale } = useIntl();
  const seen = new Set<string>();
  const sources = (message.metadata?.sources ?? []).filter((s) => {
    if (!s.link || seen.has(s.link) || message.content.includes(`](${s.link})`)) return false;
    seen.add(s.link);
    return true;
  });
  if (sources.length === 0) return null;
  // The answer's language; an answer that does not say is taken to be in the interface's.
  const answered = message.metadata?.language;
  const language: Language = isLanguage(answered) ? answered : isLanguage(locale) ? locale : "en";
  return (
    <div className={styles.sources}>
      <span className={styles.sourcesLabel}>{SOURCES_LABEL[language]}</span>
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
