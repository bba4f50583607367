// The site's settings in tests: changed as an administrator changes them, or for a suite's tests and put back
// after them, and mail texts as a site with a given title writes them.
import { DEFAULT_SITE_SETTINGS } from "@inkwell/contract";
import type { Language, SiteSettings } from "@inkwell/contract";
import { afterAll, beforeAll, expect } from "vitest";
import { mailTexts } from "../src/platform/mail-texts";
import type { TestApp } from "./app";
import { verifiedUser, withRole } from "./factories";
import { t } from "./suite";

/** A mail's texts in a language, naming the site `title` (the default's when none is given). */
export const textsOf = (language: Language, title = DEFAULT_SITE_SETTINGS.title) =>
  mailTexts(language, { title });

/** The settings changed by an administrator (PUT /admin/site), answered 200. */
export async function changeSite(t: TestApp, changes: Partial<SiteSettings>) {
  const admin = await withRole(t, await verifiedUser(t), "admin");
  const res = await t.request({
    method: "PUT",
    url: "/api/v1/admin/site",
    token: admin.token,
    payload: changes,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The file's app (`useApp()`) with `changes` to its settings for the tests of the suite this is called in,
 * which put back what was there before after them. */
export function useSiteSettings(changes: Partial<SiteSettings>) {
  let before: Partial<SiteSettings> = {};
  beforeAll(async () => {
    const current = t.app.ctx.site.current();
    before = Object.fromEntries(Object.keys(changes).map((key) => [key, current[key as keyof SiteSettings]]));
    await t.app.ctx.site.save(changes);
  });
  afterAll(() => t.app.ctx.site.save(before));
}
