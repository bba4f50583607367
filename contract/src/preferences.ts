// A member's preferences (GET/PUT /api/v1/me/preferences): the interface language for now; later settings join
// the same object. A field left out of a PUT keeps its value.
import "./zod-config";
import { z } from "zod";

/** The interface languages, in the order a site offers them. */
export const LANGUAGES = ["en", "vi"] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** One of our languages named by a language tag ("vi", "vi-VN", "vi_VN", "en-US"), by its primary subtag. */
export function languageOfTag(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().slice(0, 35).toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

export const memberPreferencesBody = z.object({
  /** null: follow the browser, then the site's default. */
  language: z.enum(LANGUAGES, { error: 'language must be "vi", "en" or null' }).nullable().optional(),
});
export type MemberPreferencesBody = z.infer<typeof memberPreferencesBody>;

export interface MemberPreferences {
  language: Language | null;
}
