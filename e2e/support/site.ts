// The site's settings for the journeys that change them: read and changed through the API as the demo's
// administrator, and put back after every test, passed or failed, as the other journeys expect the demo's.
import { expect, test, type APIRequestContext } from "@playwright/test";
import type { SiteSettings, SiteSettingsBody } from "@inkwell/contract";
import { DEMO_PASSWORD } from "./session";

export const ADMIN = "team@inkwell.local";

export async function readSite(request: APIRequestContext): Promise<SiteSettings> {
  const response = await request.get("/api/v1/site");
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: SiteSettings }).data;
}

/** A bearer token of the demo's administrator, for the API's admin routes. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/v1/auth/login", { data: { email: ADMIN, password: DEMO_PASSWORD } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}

export async function changeSite(request: APIRequestContext, changes: SiteSettingsBody): Promise<void> {
  const response = await request.put("/api/v1/admin/site", {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: changes,
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** Called at the top of a spec: the settings as each test found them are put back after it. */
export function keepSiteSettings() {
  let before: SiteSettings | undefined;
  test.beforeEach(async ({ request }) => {
    before = await readSite(request);
  });
  test.afterEach(async ({ request }) => {
    if (before) await changeSite(request, before);
    before = undefined;
  });
}
