// The site's settings in tests: changed as an administrator changes them, and mail texts as a site with a
// given title writes them.
import { DEFAULT_SITE_SETTINGS } from "@inkwell/contract";
import type { Language, SiteSettings } from "@inkwell/contract";
import { expect } from "vitest";
import { mailTexts } from "../src/platform/mail-texts";
import type { TestApp } from "./app";
import { verifiedUser, withRole } from "./factories";

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
