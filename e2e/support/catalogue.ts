// The interface's strings as the web app's catalogues write them (web/src/i18n/{en,vi}), so that journeys in
// either language look controls up by the names the reader sees, and follow the catalogue when it changes.
import english, { type MessageId } from "../../web/src/i18n/en";
import vietnamese from "../../web/src/i18n/vi";

export type Language = "en" | "vi";
export type { MessageId };

const CATALOGUES: Record<Language, Record<MessageId, string>> = { en: english, vi: vietnamese };

/**
 * A string of the catalogue with its simple `{name}` placeholders filled in; for ICU plurals and selects,
 * and rich-text tags, look the words up in a test of their own.
 */
export function t(language: Language, id: MessageId, values: Record<string, string | number> = {}): string {
  return CATALOGUES[language][id].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A catalogue string with its placeholders standing for any text, as an anchored regular expression. */
export function pattern(language: Language, id: MessageId): RegExp {
  const text = CATALOGUES[language][id];
  const parts = text.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join(".+")}$`);
}
