// Journey: alex writes a draft and saves it twice, opens its history, compares the first version with the
// current text (side by side, stacked on a phone; screenshots at every width, light and dark), restores it,
// and the editor and the stored post hold the first version again.
// Screenshots: test-results/screens/revisions-*.
import { expect, test } from "@playwright/test";
import { screenEverywhere } from "../support/screens";
import { signIn } from "../support/session";

test("writing, saving twice, comparing with an earlier version and restoring it", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = Date.now().toString(36);
  const title = `Second thoughts ${id}`;

  await signIn(page, "alex@inkwell.local");
  await page.goto("/write");
  await page.getByLabel("Title").fill(title);
  // Whichever editor the page has, its body is the editable region.
  const body = page.locator('[contenteditable="true"]').first();
  await body.click();
  await page.keyboard.type("The first version says the river runs north past the old mill.");
  await expect(page.getByTestId("save-state")).toHaveText("Saved", { timeout: 15_000 });
  await expect(page).toHaveURL(/\/write\/second-thoughts/);

  await body.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("A later paragraph changes its mind entirely.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByTestId("save-state")).toHaveText("Saved", { timeout: 15_000 });

  await page.getByRole("button", { name: "History" }).click();
  const dialog = page.getByRole("dialog", { name: "History" });
  await expect(dialog).toBeVisible();
  const versions = dialog.getByRole("navigation", { name: "Versions" }).getByRole("button");
  await expect(versions.nth(1)).toBeVisible();
  await expect(versions.first()).toContainText("Autosave");
  // The oldest version, beside the current text: the later paragraph is what was added since.
  await versions.last().click();
  await expect(dialog.getByTestId("current-text").locator("ins")).toContainText("changes its mind");
  await expect(dialog.getByTestId("revision-text")).toContainText("river runs north");
  await expect(dialog.getByTestId("revision-text")).not.toContainText("changes its mind");
  await screenEverywhere(page, "revisions-compare");

  await dialog.getByRole("button", { name: "Restore this version" }).click();
  await expect(dialog.getByText(/Replace your current text with this version/)).toBeVisible();
  await screenEverywhere(page, "revisions-confirm");
  await dialog.getByRole("button", { name: "Restore", exact: true }).click();
  await expect(dialog).toBeHidden();

  // The editor shows the restored words, and so does the stored post.
  await expect(body).toContainText("river runs north");
  await expect(body).not.toContainText("changes its mind");
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await page.reload();
  await expect(page.locator('[contenteditable="true"]').first()).toContainText("river runs north");
  await expect(page.locator('[contenteditable="true"]').first()).not.toContainText("changes its mind");

  // What the restore replaced is in the history, named so.
  await page.getByRole("button", { name: "History" }).click();
  await expect(
    page
      .getByRole("dialog", { name: "History" })
      .getByRole("navigation", { name: "Versions" })
      .getByRole("button")
      .first(),
  ).toContainText("Before a restore");
});
