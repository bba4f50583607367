// The site's settings, set up in the console: an administrator names the site, uploads a logo, changes the
// accent and the default language, adds a header link and saves; the API, a visitor's page and the client's
// config follow. Then a new title and accent as a signed-out visitor meets them: the header, the tab's title
// of Home and of a post, and the head the server writes. Each test puts the settings back, as the other
// journeys expect the demo's. Last, a header with more links than a tablet has room for.
import { expect, test } from "@playwright/test";
import type { SiteSettings } from "@inkwell/contract";
import { t } from "../support/catalogue";
import { sidewaysScrollers } from "../support/layout";
import { screen } from "../support/screens";
import { signIn } from "../support/session";
import { ADMIN, changeSite, keepSiteSettings, readSite } from "../support/site";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPwd3uKFTEMLQkAx2Rege9i6lUAAAAASUVORK5CYII=",
  "base64",
);
/** A demo post of alex's. */
const POST = "/blog/ship-small";

keepSiteSettings();

test("an administrator sets the site up and a visitor sees it", async ({ page, request }) => {
  const original = await readSite(request);
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

  // The links' rows, and the console around them, fit a phone and a tablet: nothing to scroll sideways.
  const links = form.getByRole("group", { name: "Header links" });
  for (const width of [375, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await links.scrollIntoViewIfNeeded();
    await screen(page, `site-links-${width}`);
    expect(await sidewaysScrollers(page), `${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The preview follows the form before anything is saved.
  const light = page.getByRole("figure", { name: "Light theme" });
  await expect(light.getByText("Gió Bấc Journal").first()).toBeVisible();
  await expect(light.getByText("Tạp chí")).toBeVisible();
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await screen(page, "site-settings-edited");

  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("The site's settings are saved.")).toBeVisible();

  const saved: SiteSettings = await readSite(request);
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

test("a visitor meets the site's new title and accent", async ({ page, browser, request }) => {
  const title = "Sông Hồng Review";
  const accent = "#be185d";
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN);
  await page.goto("/admin/site");
  const form = page.getByRole("form", { name: t("en", "console.site.formLabel") });
  await form.getByLabel(t("en", "console.site.titleField")).fill(title);
  await form.getByLabel(t("en", "console.site.accent.hex")).fill(accent);
  await form.getByRole("button", { name: t("en", "console.site.save") }).click();
  await expect(page.getByText(t("en", "console.site.saved"))).toBeVisible();

  const context = await browser.newContext({ locale: "en-US", colorScheme: "light" });
  const visitor = await context.newPage();
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.goto("/");
  const brand = visitor
    .getByRole("banner")
    .getByRole("link", { name: t("en", "common.logo.home", { site: title }) });
  await expect(brand).toHaveText(title);
  // Whole on a desktop, not cut short by an ellipsis.
  const cut = await brand.getByText(title).evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(cut, "the title is cut short").toBe(false);
  await expect(visitor).toHaveTitle(t("en", "reading.home.pageTitle", { site: title }));
  const accentOf = () =>
    visitor.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--color-accent").trim(),
    );
  expect(await accentOf()).toBe(accent);
  await screen(visitor, "site-renamed-home");

  await visitor.goto(POST);
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(brand).toHaveText(title);
  await expect(visitor).toHaveTitle(new RegExp(` · ${title}$`));
  expect(await accentOf()).toBe(accent);
  await context.close();

  // The server writes the name and the accent into the page's head, for link previews and a first paint.
  for (const path of ["/", POST]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, path).toContain(`<meta property="og:site_name" content="${title}">`);
    expect(/<title>([^<]*)<\/title>/.exec(head)?.[1], path).toContain(title);
    expect(head, path).toContain(`--color-accent:${accent}`);
  }
});

test("a header with more links than fit fades the edge where the rest are", async ({ page, request }) => {
  await changeSite(request, {
    navigation: Array.from({ length: 12 }, (_, i) => ({
      label: `Section ${i + 1}`,
      url: `/topics/s-${i + 1}`,
    })),
  });
  await page.setViewportSize({ width: 900, height: 800 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: t("en", "common.nav.main") });
  await expect(nav.getByRole("link", { name: "Section 12" })).toBeAttached();
  await expect(nav).toHaveAttribute("data-more-after", "");
  await expect(nav).not.toHaveAttribute("data-more-before", "");
  await screen(page, "header-links-start");

  await nav.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(nav).toHaveAttribute("data-more-before", "");
  await expect(nav).not.toHaveAttribute("data-more-after", "");
  await screen(page, "header-links-end");

  // Where they fit, nothing fades.
  await changeSite(request, { navigation: [] });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(nav).not.toHaveAttribute("data-more-after", "");
  await expect(nav).not.toHaveAttribute("data-more-before", "");
});
