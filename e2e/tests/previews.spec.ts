// A draft shared before it is published: the author saves a draft, makes its preview link from the editor's
// "Share preview", and a signed-out visitor opens the link and reads the draft, marked "Draft preview",
// private and unindexed, with nothing to act on; once the author revokes the link it is the not-found page.
// Screens of the share dialog and of the preview page are kept at phone, tablet and desktop widths, light and
// dark.
import { expect, test } from "@playwright/test";
import { t } from "../support/catalogue";
import { screenEverywhere } from "../support/screens";
import { signIn } from "../support/session";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("an author shares a draft's preview with a signed-out reader, then revokes it", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const title = `Tide tables, not yet ${Date.now().toString(36)}`;

  await signIn(page, "alex@inkwell.local");
  await page.goto("/write");
  await page.getByLabel("Title").fill(title);
  await page.locator('[contenteditable="true"]').first().click();
  await page.keyboard.type("Low water comes at dawn on the first of the month.");
  await expect(page.getByTestId("save-state")).toHaveText("Saved", { timeout: 15_000 });
  await expect(page).toHaveURL(/\/write\/tide-tables/);

  // The editor's "Share preview": the link, its expiry, Copy and Revoke.
  await page.getByRole("button", { name: t("en", "preview.share.open") }).click();
  const dialog = page.getByRole("dialog", { name: t("en", "preview.share.title") });
  const link = dialog.getByLabel(t("en", "preview.share.link"));
  await expect(link).toHaveValue(/\/preview\/[\w-]{43}$/);
  await expect(dialog).toContainText("Expires");
  await dialog.getByRole("button", { name: t("en", "preview.share.copy") }).click();
  await expect(dialog.getByRole("button", { name: t("en", "preview.share.copied") })).toBeVisible();
  const url = await link.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await screenEverywhere(page, "preview-share-dialog");

  // Asking again gives the same link while it is live.
  await dialog.getByRole("button", { name: t("en", "preview.share.close") }).click();
  await page.getByRole("button", { name: t("en", "preview.share.open") }).click();
  await expect(link).toHaveValue(url);

  // A signed-out reader opens the link.
  const visitor = await (await browser.newContext({ locale: "en-US" })).newPage();
  await visitor.setViewportSize({ width: 1280, height: 900 });
  const answer = await visitor.goto(new URL(url).pathname);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()["cache-control"]).toBe("private, no-store");
  expect(answer?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const preview = visitor.getByTestId("draft-preview");
  await expect(preview).toContainText(t("en", "preview.page.badge"));
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview).toContainText("Low water comes at dawn");
  // Nothing to act on: no comments, reactions, sharing or editing.
  await expect(visitor.locator("#comments")).toHaveCount(0);
  await expect(visitor.locator("main").getByRole("button")).toHaveCount(0);
  await expect(visitor.locator("main").getByRole("textbox")).toHaveCount(0);
  await screenEverywhere(visitor, "preview-page");

  // The author revokes it: the link is the not-found page.
  await dialog.getByRole("button", { name: t("en", "preview.share.revoke") }).click();
  await expect(dialog).toContainText(t("en", "preview.share.revoked"));
  const gone = await visitor.reload();
  expect(gone?.status()).toBe(404);
  await expect(
    visitor.getByRole("heading", { level: 1, name: t("en", "reading.notFound.title") }),
  ).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.context().close();
});
