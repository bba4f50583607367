// Journey: one reader, several tabs of the same browser. Signing out in one tab signs the others out at
// once (realtime closed, signed-in-only pages back to the login form), signing in is picked up likewise,
// and tabs whose access token expired together refresh it once instead of ending the sign-in.
import { expect, test, type Page, type WebSocket } from "@playwright/test";
import { screen } from "../support/screens";

const PASSWORD = "inkwell-demo";

async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email or username").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
}

/** The realtime socket the page opens next (pusher-js connects to /app/{key} once someone signs in). */
function nextRealtimeSocket(page: Page): Promise<WebSocket> {
  return page.waitForEvent("websocket", {
    predicate: (ws) => new URL(ws.url()).pathname.startsWith("/app/"),
  });
}

test("signing out in one tab signs the other tabs out, and signing in is picked up too", async ({
  context,
}) => {
  const first = await context.newPage();
  await first.setViewportSize({ width: 1280, height: 800 });
  await signIn(first, "linh@inkwell.local");

  const settings = await context.newPage();
  await settings.setViewportSize({ width: 1280, height: 800 });
  const socket = nextRealtimeSocket(settings);
  await settings.goto("/settings");
  await expect(settings.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  const realtime = await socket;

  const reader = await context.newPage();
  await reader.setViewportSize({ width: 375, height: 740 });
  await reader.goto("/about");
  await expect(reader.getByRole("button", { name: "Account menu" })).toBeVisible();

  const closed = realtime.waitForEvent("close");
  await first.getByRole("button", { name: "Account menu" }).click();
  await first.getByRole("menuitem", { name: "Logout" }).click();
  await expect(first.getByRole("link", { name: "Sign In" }).first()).toBeVisible();

  await expect(settings).toHaveURL(/\/login\?continue=%2Fsettings$/);
  await expect(settings.getByLabel("Email or username")).toBeVisible();
  await closed;
  await screen(settings, "signed-out-elsewhere-desktop");
  await expect(reader.getByRole("button", { name: "Account menu" })).toHaveCount(0);
  await screen(reader, "signed-out-elsewhere-mobile");
  await reader.setViewportSize({ width: 1280, height: 800 });
  await expect(reader.getByRole("link", { name: "Sign In" }).first()).toBeVisible();

  await signIn(first, "linh@inkwell.local");
  await expect(reader.getByRole("button", { name: "Account menu" })).toBeVisible();
  await expect(settings).toHaveURL(/\/settings$/);
  await expect(settings.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
});

// Browsers offer Web Locks only in secure contexts; a site on plain http coordinates through storage.
for (const webLocks of [true, false]) {
  const how = webLocks ? "Web Locks" : "a storage lease";
  test(`two tabs whose access token expired refresh it once, through ${how}`, async ({ context }) => {
    if (!webLocks) {
      await context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, "locks", { get: () => undefined }),
      );
    }
    const first = await context.newPage();
    await signIn(first, "minh@inkwell.local");
    const second = await context.newPage();
    await second.goto("/about");
    await expect(second.getByRole("button", { name: "Account menu" })).toBeVisible();

    // Holds the first refresh until a second one arrives (or a while passes), so that two tabs racing
    // each other would both reach the server with the same refresh token.
    const sent: string[] = [];
    let secondArrived: () => void = () => undefined;
    const raced = new Promise<void>((resolve) => (secondArrived = resolve));
    await context.route("**/api/v1/auth/refresh-token", async (route) => {
      sent.push((route.request().postDataJSON() as { refreshToken: string }).refreshToken);
      if (sent.length === 1)
        await Promise.race([raced, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      else secondArrived();
      await route.continue();
    });

    await first.evaluate(() => localStorage.setItem("token", "an-expired-access-token"));
    await Promise.all([first.reload(), second.reload()]);

    await expect(first.getByRole("button", { name: "Account menu" })).toBeVisible();
    await expect(second.getByRole("button", { name: "Account menu" })).toBeVisible();
    expect(sent).toHaveLength(1);
    await second.goto("/bookmarks");
    await expect(second).toHaveURL(/\/bookmarks$/);
    await expect(second.getByRole("heading", { name: "Bookmarks", level: 1 })).toBeVisible();
  });
}
