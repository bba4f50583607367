// Journey: pages stay within the Content-Security-Policy, and a hostile `continue` link on the login
// page neither crashes it nor leads off the site.
import { expect, test, type Page } from "@playwright/test";
import { screen } from "../support/screens";

/** Collects CSP violations: the DOM events the browser fires, and any console line about them. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

test("the home page and the sign-in form load without a CSP violation", async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await expect(page.locator("article").first()).toBeVisible();
  expect(await violations()).toEqual([]);

  // Validating a form parses a contract schema in the browser.
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Email or username is required")).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("a login link whose continue target hides another host stays on the site", async ({ page }) => {
  const hostile = "/login?continue=/%09/host";
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(hostile);
  await expect(page.getByLabel("Email or username")).toBeVisible();
  await screen(page, "login-hostile-continue-mobile");
  await page.setViewportSize({ width: 1280, height: 800 });
  await screen(page, "login-hostile-continue-desktop");

  await page.getByLabel("Email or username").fill("david@inkwell.local");
  await page.getByLabel("Password", { exact: true }).fill("inkwell-demo");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);

  // Already signed in, the same link goes home at once instead of to the error screen.
  await page.goto(hostile);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await expect(page.getByText("Something Went Wrong")).toHaveCount(0);
});
