// Journey: register, verify by the mailed link, sign out and in, use a guarded route, be sent to login after signing out.
import { expect, test } from "@playwright/test";
import { latestMailLink } from "../support/mail";
import { screen } from "../support/screens";

test("a new reader registers, verifies, signs in and out", async ({ page }) => {
  const id = Date.now().toString(36);
  const user = {
    name: "Mai Phương",
    username: `mai_${id}`,
    email: `mai.${id}@example.com`,
    password: "a long passphrase",
  };

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await screen(page, "header-signed-out-desktop");
  await page.setViewportSize({ width: 375, height: 740 });
  await screen(page, "header-signed-out-mobile");
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto("/register");
  await page.getByLabel("Name", { exact: true }).fill(user.name);
  await page.getByLabel("Username").fill("x");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText(/at least 3 characters/i)).toBeVisible();
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(
    page.getByText("This password is too common; choose one that is harder to guess"),
  ).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();

  await page.goto(await latestMailLink(user.email, "/verified"));
  await expect(page.getByRole("heading", { name: "Your email is verified" })).toBeVisible();

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Email or username").fill(user.username);
  await page.getByLabel("Password", { exact: true }).fill("wrong password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(/incorrect/i)).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();

  const menuButton = page.getByRole("button", { name: "Account menu" });
  await expect(menuButton).toBeVisible();
  await screen(page, "header-signed-in-desktop");
  await menuButton.click();
  const menu = page.getByRole("menu", { name: "Account" });
  await expect(menu).toContainText(user.name);
  await expect(menu).toContainText(user.email);
  await expect(menu).toContainText("user");
  await screen(page, "user-menu-desktop");
  await page.keyboard.press("Escape");

  await page.setViewportSize({ width: 375, height: 740 });
  await screen(page, "header-signed-in-mobile");
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login\?continue=%2Fsettings$/);
});

test("the demo account signs in and a wrong reset link explains itself", async ({ page }) => {
  await page.goto("/login?continue=%2Fbookmarks");
  await page.getByLabel("Email or username").fill("alex@inkwell.local");
  await page.getByLabel("Password", { exact: true }).fill("inkwell-demo");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/bookmarks$/);
  await page.goto("/reset-password?token=not-a-real-token");
  await expect(page.getByText(/invalid|expired|already been used/i).first()).toBeVisible();
});
