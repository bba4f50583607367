// The site form's values: the settings as the server gave them, what changed since (the only fields sent),
// checked with the contract's siteSettingsBody (its messages in the page's language), and the errors keyed
// by the field path the server names too ("title", "navigation.3.url").
import {
  DEFAULT_SITE_SETTINGS,
  siteSettingsBody,
  translateError,
  type Language,
  type SiteSettings,
  type SiteSettingsBody,
} from "@inkwell/contract";
import type { FieldErrors } from "../../lib/forms";

const FIELDS = Object.keys(DEFAULT_SITE_SETTINGS) as (keyof SiteSettings)[];

/** The essentials the first-run screen asks for. */
export const SETUP_FIELDS = ["title", "defaultLanguage", "registration", "publishing"] as const;

/** The settings that differ from the saved ones: what a save sends. */
export function changesOf(saved: SiteSettings, values: SiteSettings): Partial<SiteSettings> {
  const changes: Partial<Record<keyof SiteSettings, unknown>> = {};
  for (const key of FIELDS) {
    if (JSON.stringify(saved[key]) !== JSON.stringify(values[key])) changes[key] = values[key];
  }
  return changes as Partial<SiteSettings>;
}

/** The changes as the server will take them, or each field's first problem. */
export function checkChanges(
  changes: Partial<SiteSettings>,
  language: Language,
): { ok: true; body: SiteSettingsBody } | { ok: false; errors: FieldErrors } {
  const result = siteSettingsBody.safeParse(changes);
  if (result.success) return { ok: true, body: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    errors[issue.path.map(String).join(".") || "form"] ??= translateError(issue.message, language);
  }
  return { ok: false, errors };
}

/** Whether the form has a place for a server's field key ("navigation.3.url" is under the navigation). */
export function isFormField(key: string): boolean {
  const top = key.split(".")[0] ?? key;
  return (FIELDS as string[]).includes(top);
}

/** Drops the errors of one field, and of everything under it for a list ("navigation" → "navigation.2.url"). */
export function withoutErrorsOf(errors: FieldErrors, field: string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => key !== field && !key.startsWith(`${field}.`)),
  );
}
