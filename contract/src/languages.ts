// The languages a site speaks, and reading one from a value or a language tag. No zod here: the web's reading
// pages use these, and only what validates input should bring the schema library along.

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
