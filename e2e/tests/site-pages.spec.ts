// Journey: the administrator writes a custom page in the console with the posts' editor, publishes it with
// "show in navigation", and a visitor opens it from the header; the page is rendered on the server (without
// JavaScript too) and listed in the sitemap. The administrator then edits About, and visitors read the new
// words at /about. Screens of the page and the console are kept at phone, tablet and desktop widths, light
// and dark.
import { expect, test } from "@playwright/test";
import { screenEverywhere } from "../support/screens";
import { ADMIN } from "../support/site";
import { signIn } from "../support/session";

test("an administrator writes a page for the navigation and edits About; visitors read both", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = Date.now().toString(36);
  const title = `Our team ${id}`;
  const slug = `our-team-${id}`;

  await signIn(page, ADMIN);
  await page.goto("/admin/pages");
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
  const list = page.getByRole("list", { name: "Pages" });
  await expect(list.getByRole("listitem", { name: "A home for writing that lasts" })).toContainText("/about");

  await page.getByRole("link", { name: "New page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New page" })).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByRole("textbox", { name: "Body" }).click();
  await page.keyboard.type("## Who we are");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Four writers and a great many readers.");
  await page.getByLabel("Status").selectOption({ label: "Published" });
  await page.getByLabel("Show in the header's navigation").check();
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit page" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect(page.getByLabel("Address (slug)")).toHaveValue(slug);
  await screenEverywhere(page, "page-editor");
  await page.goto("/admin/pages");
  await expect(list.getByRole("listitem", { name: title })).toContainText("In navigation");
  await screenEverywhere(page, "admin-pages");

  // A visitor finds it in the header's navigation.
  const visitor = await browser.newContext({ locale: "en-US" });
  const reader = await visitor.newPage();
  await reader.setViewportSize({ width: 1280, height: 900 });
  await reader.goto("/");
  await reader.getByRole("navigation", { name: "Main" }).getByRole("link", { name: title }).click();
  await expect(reader).toHaveURL(new RegExp(`/${slug}$`));
  await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(reader.getByRole("heading", { level: 2, name: "Who we are" })).toBeVisible();
  await expect(reader.getByText("Four writers and a great many readers.")).toBeVisible();
  await screenEverywhere(reader, "page-view");
  // On a tablet, where the header has no room for it, it is in the footer; on a phone in the menu too.
  await reader.setViewportSize({ width: 768, height: 900 });
  await expect(
    reader.getByRole("navigation", { name: "Main" }).getByRole("link", { name: title }),
  ).toBeHidden();
  await expect(
    reader.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: title }),
  ).toBeVisible();
  await reader.setViewportSize({ width: 375, height: 740 });
  await reader.goto("/");
  await reader.getByRole("button", { name: "Open menu" }).click();
  await expect(
    reader.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: title }),
  ).toBeVisible();
  await visitor.close();

  // Rendered on the server with its head; an unknown address is the not-found page.
  const served = await request.get(`/${slug}`);
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html).toContain(`<title>${title} · Inkwell</title>`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"/]+/${slug}">`));
  expect(html).toContain('<h2 id="user-content-who-we-are">Who we are</h2>');
  expect(html).toContain(
    '<meta name="description" content="Who we are Four writers and a great many readers.',
  );
  const missing = await request.get(`/no-such-page-${id}`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("Page not found");
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`/${slug}</loc>`);

  // The administrator edits About.
  await page.goto("/admin/pages");
  await list.getByRole("link", { name: "Edit A home for writing that lasts" }).click();
  await expect(page.getByLabel("Title")).toHaveValue("A home for writing that lasts");
  // At the very start of the text.
  await page
    .getByRole("textbox", { name: "Body" })
    .locator("p")
    .first()
    .click({ position: { x: 1, y: 4 } });
  await page.keyboard.type(`Updated ${id}. `);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  const later = await browser.newContext({ locale: "en-US", javaScriptEnabled: false });
  const about = await later.newPage();
  const response = await about.goto("/about");
  expect(response?.status()).toBe(200);
  await expect(about.getByRole("heading", { level: 1, name: "A home for writing that lasts" })).toBeVisible();
  // Older data directories keep the first About text; both speak of people who care about words.
  await expect(about.getByTestId("page-content")).toContainText(
    new RegExp(`Updated ${id}\\. .*people who care about words`),
  );
  await expect(about.getByRole("heading", { level: 2, name: "Who it's for" })).toBeVisible();
  await later.close();
});
