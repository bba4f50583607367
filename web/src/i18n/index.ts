// The interface language: which one the page is in, its catalogue, and the provider every screen reads its
// strings, dates and numbers from (react-intl). The server decides the language (platform/language.ts) and
// renders the page in it; the browser reads it from <html lang> and loads the same catalogue before it takes
// the page over.
import { isLanguage, type Language } from "@inkwell/contract";
import type english from "./en";
import type { MessageId } from "./en";

export { LANGUAGES, type Language } from "@inkwell/contract";
export type { MessageId };
export type Catalogue = Record<MessageId, string>;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl reads message ids from this namespace
  namespace FormatjsIntl {
    interface Message {
      ids: keyof typeof english;
    }
  }
}

/** The language a page's strings are looked up in when none is known. */
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's catalogue, in its own chunk: a page carries only the one it is in. */
export const loadCatalogue: Record<Language, () => Promise<Catalogue>> = {
  en: () => import("./en").then((module) => module.default),
  vi: () => import("./vi").then((module) => module.default),
};

/** The catalogue chunk's source file (a key of the build's manifest), for a server-rendered page to preload. */
export const catalogueSource = (language: Language) => `src/i18n/${language}/index.ts`;

/** The language the page was served in (<html lang>, set by the server). */
export function pageLanguage(): Language {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** The names of the languages in themselves, as a language switch shows them. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", vi: "Tiếng Việt" };
