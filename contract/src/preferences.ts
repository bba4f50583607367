// A member's preferences (GET/PUT /api/v1/me/preferences): the interface language for now; later settings join
// the same object. A field left out of a PUT keeps its value.
import "./zod-config";
import { z } from "zod";
import { LANGUAGES, type Language } from "./languages";

export const memberPreferencesBody = z.object({
  /** null: follow the browser, then the site's default. */
  language: z.enum(LANGUAGES, { error: 'language must be "vi", "en" or null' }).nullable().optional(),
});
export type MemberPreferencesBody = z.infer<typeof memberPreferencesBody>;

export interface MemberPreferences {
  language: Language | null;
}
