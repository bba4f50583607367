// Screenshots taken during the journeys, kept under e2e/test-results/screens for people to look at.
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "test-results", "screens");

export async function screen(page: Page, name: string) {
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}
