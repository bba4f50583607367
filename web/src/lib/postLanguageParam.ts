// The language a list of posts is narrowed to, kept in the address (`?language=vi`) so the server renders the
// same list and a link shares it.
import { isLanguage, type Language } from "@inkwell/contract";

export const POST_LANGUAGE_PARAM = "language";

/** The language `?language=` names, or undefined for every language (also for nonsense). */
export function postLanguageFrom(params: URLSearchParams): Language | undefined {
  const value = params.get(POST_LANGUAGE_PARAM);
  return isLanguage(value) ? value : undefined;
}
