// The site's settings, set up in the console: an administrator names the site, uploads a logo, changes the
// accent and the default language, adds a header link and saves; the API, a visitor's page and the client's
// config follow. The settings are put back afterwards, as the other journeys expect the demo's.
import { expect, test } from "@playwright/test";
import { screen } from "../support/screens";
import { DEMO_PASSWORD, signIn } from "../support/session";

const ADMIN = "team@inkwell.local";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPwd3uKFTEMLQkAx2Rege9i6lUAAAAASUVORK5CYII=",
  "base64",
);

/** The part of GET /api/v1/site the journey reads. */
interface SiteSettings {
  title: string;
  logoUrl: string | null;
  navigation: { label: string; url: string }[];
}

let original: SiteSettings | undefined;

test.afterAll(async ({ request }) => {
  if (!original) return;
  const login = await request.post("/api/v1/auth/login", { data: { email: ADMIN, password: DEMO_PASSWORD } });
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const restored = await request.put("/api/v1/admin/site", {
    headers: { authorization: `Bearer ${accessToken}` },
    data: original,
  });
  expect(restored.ok(), await restored.text()).toBeTruthy();
});

test("an administrator sets the site up and a visitor sees it", async ({ page, request }) => {
  original = ((await (await request.get("/api/v1/site")).json()) as { data: SiteSettings }).data;
  await signIn(page, ADMIN);
  await page.goto("/admin/site");
  const form = page.getByRole("form", { name: "Site settings" });
  await expect(form.getByLabel("Site title")).toHaveValue(original.title);

  await form.getByLabel("Site title").fill("Gió Bấc Journal");
  await form.getByLabel("Logo file").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await expect(form.getByRole("img", { name: "Current Logo" })).toHaveAttribute("src", /^\/uploads\//);
  await form.getByLabel("Accent colour (hex)").fill("#0f766e");
  await form.getByRole("radio", { name: /Tiếng Việt/ }).check();
  await form.getByRole("button", { name: "Add a header link" }).click();
  await form.getByLabel(`Link ${original.navigation.length + 1}: label`).fill("Tạp chí");
  await form.getByLabel(`Link ${original.navigation.length + 1}: address`).fill("/topics/design");

  // The preview follows the form before anything is saved.
  const light = page.getByRole("figure", { name: "Light theme" });
  await expect(light.getByText("Gió Bấc Journal").first()).toBeVisible();
  await expect(light.getByText("Tạp chí")).toBeVisible();
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await screen(page, "site-settings-edited");

  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("The site's settings are saved.")).toBeVisible();

  const saved = ((await (await request.get("/api/v1/site")).json()) as { data: SiteSettings }).data;
  expect(saved).toMatchObject({
    title: "Gió Bấc Journal",
    accentColor: "#0f766e",
    defaultLanguage: "vi",
    navigation: [...original.navigation, { label: "Tạp chí", url: "/topics/design" }],
  });
  expect(saved.logoUrl).toMatch(/^\/uploads\//);
  expect((await request.get(saved.logoUrl ?? "")).ok()).toBeTruthy();
  const config = (await (await request.get("/api/v1/config")).json()) as { data: { appName: string } };
  expect(config.data.appName).toBe("Gió Bấc Journal");

  // A visitor who asks for no language gets the site's new default.
  const home = await request.get("/", { headers: { "accept-language": "" } });
  expect(await home.text()).toMatch(/<html[^>]* lang="vi"/);

  // The settings stay after a reload.
  await page.reload();
  await expect(form.getByLabel("Site title")).toHaveValue("Gió Bấc Journal");
  await expect(form.getByRole("radio", { name: /Tiếng Việt/ })).toBeChecked();
});
