// Screenshots taken during the journeys, kept under e2e/test-results/screens for people to look at.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { layoutProblems, sidewaysScrollers } from "./layout";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "test-results", "screens");

/** A phone, a tablet and a desktop. */
const WIDTHS = [375, 768, 1280];

export async function screen(page: Page, name: string) {
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

/**
 * Keeps the screen at each width, light and dark, and checks its layout there; when `accessible`, that axe
 * finds nothing serious (contrast included); when `noScrolling`, that no part of it scrolls sideways. Then
 * back to light at the widest.
 */
export async function screenEverywhere(
  page: Page,
  name: string,
  { accessible = false, noScrolling = false } = {},
) {
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const where = `${name} at ${width} px, ${theme}`;
      const problems = await layoutProblems(page);
      // Kept before the checks, so that a failure has its picture.
      await screen(page, `${name}-${width}-${theme}`);
      expect(problems, where).toEqual([]);
      if (accessible) expect(await seriousViolations(page), where).toEqual([]);
      if (noScrolling) expect(await sidewaysScrollers(page), where).toEqual([]);
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 900 });
}
