// Switching the interface language: the `lang` cookie (which the server renders pages by), the member's
// preference when signed in (which their other browsers follow), then the page again in the new language.
import type { Language } from "@inkwell/contract";

const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Keeps the choice in the cookie; false when the browser refuses cookies. */
export function rememberLanguage(language: Language): boolean {
  document.cookie = `lang=${language}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
  return document.cookie.split("; ").includes(`lang=${language}`);
}

/** The page again, in the language the cookie now names (a `?lang=` in its address would override it). */
export function reloadInLanguage(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete("lang");
  window.location.replace(url.href);
}
