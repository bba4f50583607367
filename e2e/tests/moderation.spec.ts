// Journey: david reports one of emma's posts; sarah (a moderator) finds it in the admin console's queue and
// hides it, after which readers get "Post not found"; she bans emma from the users list, and emma's sign-in
// is refused with the reason. The console passes axe (no serious or critical issue) on its screens, at
// phone and desktop widths.
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { screen } from "../support/screens";
import { DEMO_PASSWORD, signIn } from "../support/session";

async function emmaPost(page: Page): Promise<{ slug: string; title: string }> {
  const res = await page.request.get("/api/v1/posts?author=emmawilson&limit=1");
  const post = ((await res.json()) as { data: { slug: string; title: string }[] }).data[0];
  if (!post) throw new Error("The demo has no published post by emma");
  return post;
}

test("report, queue, hide, ban, and the banned author's sign-in refused", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const post = await emmaPost(page);

  // david reports the post from its menu.
  await signIn(page, "david@inkwell.local");
  await page.goto(`/blog/${post.slug}`);
  await page.getByRole("button", { name: "Post actions" }).click();
  await page.getByRole("menuitem", { name: "Report" }).click();
  const report = page.getByRole("dialog", { name: "Report this post" });
  await report.getByRole("radio", { name: "Spam or advertising" }).check();
  await report.getByLabel("Anything moderators should know? (optional)").fill("An advert, not a story");
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByRole("dialog", { name: "Thanks for telling us" })).toBeVisible();
  await page.getByRole("button", { name: "Close" }).click();

  // sarah, a moderator, opens the queue from her menu.
  await signIn(page, "sarah@inkwell.local");
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menu")).toContainText("moderator");
  await page.getByRole("menuitem", { name: "Admin console" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Admin console" })
    .getByRole("link", { name: "Reports" })
    .click();
  const card = page.getByRole("listitem", { name: `Reported post: ${post.title}` });
  await expect(card).toContainText("An advert, not a story");
  await expect(card).toContainText("@davidokafor");
  await screen(page, "admin-reports");
  await card.getByRole("button", { name: "Hide" }).click();
  await expect(card).toHaveCount(0);

  // Readers no longer find it; the moderator still does, marked hidden.
  const reader = await browser.newPage();
  await reader.goto(`/blog/${post.slug}`);
  await expect(reader.getByText("Post not found")).toBeVisible();
  await reader.close();
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole("status").filter({ hasText: "A moderator hid this post" })).toBeVisible();

  // sarah bans emma from the users list.
  await page.goto("/admin/users");
  await page.getByLabel("Search by name, username or email").fill("emma");
  const emma = page.getByRole("listitem").filter({ hasText: "@emmawilson" });
  await emma.getByRole("button", { name: "Ban" }).click();
  const ban = page.getByRole("dialog", { name: "Ban @emmawilson?" });
  await ban.getByLabel("Reason (mailed to them)").fill("Repeated advertising");
  await ban.getByRole("button", { name: "Ban" }).click();
  await expect(emma.getByText("banned")).toBeVisible();
  await page.goto("/admin/log");
  await expect(page.getByRole("table")).toContainText("user.ban");
  await expect(page.getByRole("table")).toContainText("Repeated advertising");

  // emma can no longer sign in, and is told why.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto("/login");
  await page.getByLabel("Email or username").fill("emma@inkwell.local");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "This account has been banned. Reason: Repeated advertising",
  );

  // The journeys share one server: emma is let back in for the ones after this.
  const staff = await page.request.post("/api/v1/auth/login", {
    data: { email: "sarah@inkwell.local", password: DEMO_PASSWORD },
  });
  const { accessToken } = ((await staff.json()) as { data: { accessToken: string } }).data;
  const emmaId = (
    (await (await page.request.get("/api/v1/profiles/emmawilson")).json()) as { data: { id: number } }
  ).data.id;
  const unban = await page.request.post(`/api/v1/moderation/users/${emmaId}/unban`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(unban.ok()).toBeTruthy();
});

test("the admin console has no serious accessibility issue, on a phone or a desktop, light or dark", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, "team@inkwell.local");
  const paths = [
    "/admin",
    "/admin/reports",
    "/admin/users",
    "/admin/posts",
    "/admin/topics",
    "/admin/assistant",
    "/admin/log",
    "/admin/blocklist",
  ];
  for (const theme of ["light", "dark"]) {
    await page.evaluate((chosen) => localStorage.setItem("theme", chosen), theme);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole("navigation", { name: "Admin console" })).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        expect(await seriousViolations(page), `${path} at ${width}px, ${theme}`).toEqual([]);
      }
    }
  }
});

test("the console is the not-found page for members who are not staff", async ({ page }) => {
  await signIn(page, "alex@inkwell.local");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
