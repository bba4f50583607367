// Journey: a writer starts a series from the publish modal with a first part, publishes a second part into
// it, and readers see "Part 1 of 2" / "Part 2 of 2" with previous and next links, and the series' own page
// (named in the tab after a client-side navigation too). Each placement is one request to the server.
import { expect, test, type Page } from "@playwright/test";
import { t } from "../support/catalogue";
import { screenEverywhere } from "../support/screens";
import { signIn } from "../support/session";

async function writeAndPublish(
  page: Page,
  title: string,
  choose: (dialog: ReturnType<Page["getByRole"]>) => Promise<void>,
) {
  await page.goto("/write");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("textbox", { name: "Body" }).click();
  await page.keyboard.type(`Notes for ${title}.`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Ready to publish?" });
  await expect(dialog).toBeVisible();
  await choose(dialog);
  const placed = page.waitForRequest((r) => /\/api\/v1\/posts\/\d+\/series/.test(r.url()));
  await dialog.getByRole("button", { name: "Publish Now" }).click();
  await placed;
  await expect(page).toHaveURL(/\/blog\//);
}

test("a writer publishes a two-part series; readers follow it part to part", async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = Date.now().toString(36);
  const series = `Reading the tides ${id}`;
  const [first, second] = [`Tides, part one ${id}`, `Tides, part two ${id}`];
  const seriesWrites: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && /\/api\/v1\/(series|posts\/\d+\/series)/.test(request.url())) {
      seriesWrites.push(request.url());
    }
  });

  await signIn(page, "alex@inkwell.local");
  await writeAndPublish(page, first, async (dialog) => {
    await dialog.getByRole("combobox", { name: t("en", "writing.series.pick") }).selectOption({
      label: t("en", "writing.series.new"),
    });
    await dialog.getByLabel(t("en", "writing.series.newTitle")).fill(series);
  });
  await writeAndPublish(page, second, async (dialog) => {
    await dialog
      .getByRole("combobox", { name: t("en", "writing.series.pick") })
      .selectOption({ label: series });
  });
  // One write per placement, the new series made in the same one.
  expect(seriesWrites).toHaveLength(2);

  // The second part: "Part 2 of 2", the list, and a link back to the first.
  const box = page.getByTestId("post-series");
  await expect(box).toContainText(t("en", "reading.series.partOf", { position: 2, total: 2 }));
  await expect(box.getByRole("link", { name: series })).toBeVisible();
  const nav = page.getByTestId("post-series-nav");
  await expect(nav.getByRole("link", { name: new RegExp(first) })).toHaveAttribute("rel", "prev");
  await nav.getByRole("link", { name: new RegExp(first) }).click();
  await expect(page.getByRole("heading", { level: 1, name: first })).toBeVisible();
  await expect(box).toContainText(t("en", "reading.series.partOf", { position: 1, total: 2 }));
  await expect(nav.getByRole("link", { name: new RegExp(second) })).toHaveAttribute("rel", "next");
  await box.locator("summary").click();
  await expect(box.getByRole("listitem")).toHaveText([new RegExp(first), second]);

  // The series' page, reached in the app: its parts in order, and the tab named after it.
  await box.getByRole("link", { name: series }).click();
  await expect(page).toHaveURL(/\/series\/reading-the-tides-/);
  await expect(page.getByRole("heading", { level: 1, name: series })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${series} · `));
  const parts = page.getByRole("list", { name: t("en", "reading.series.allParts") });
  await expect(parts.getByRole("heading", { level: 2 })).toHaveText([first, second]);
  await screenEverywhere(page, "series-page");

  // Opened directly, the server renders the same page and title.
  await page.reload();
  await expect(page).toHaveTitle(new RegExp(`^${series} · `));
  await expect(parts.getByRole("heading", { level: 2 })).toHaveText([first, second]);
});
