// The persona the support assistant answers as (spec §2.5). Its name and the window's other strings are in the
// message catalogues (messages.assistant.*), in the interface language; the assistant's answers are in the
// language they were asked in, and so is the label of their sources.
import type { Language } from "../../i18n";

export const ASSISTANT_PERSONA = { id: "support", username: "support" } as const;

/** The sources' label under an answer, in the answer's language (not the interface's). */
export const SOURCES_LABEL: Record<Language, string> = { en: "Sources:", vi: "Nguồn:" };
