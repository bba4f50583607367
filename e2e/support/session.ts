// Signing a demo account in through the login form, from whatever state the page is in.
import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "inkwell-demo";

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.context().clearCookies();
  if (page.url().startsWith("http")) await page.evaluate(() => localStorage.clear());
  await page.goto("/login");
  await page.getByLabel("Email or username").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
}
