// Journeys: a writer imports a WordPress export from Settings and finds the posts on their blog; a reader
// subscribes to a writer by email, confirms from the mail, gets the next post by mail and unsubscribes with
// its link; the writer's stats render their charts.
import { expect, test, type Page } from "@playwright/test";
import { latestMailLink, waitForMail } from "../support/mail";
import { screen } from "../support/screens";

const PASSWORD = "inkwell-demo";

async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email or username").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
}

function wxr(id: string) {
  const item = (postId: number, title: string, status: string, body: string) => `
    <item>
      <title><![CDATA[${title}]]></title>
      <content:encoded><![CDATA[${body}]]></content:encoded>
      <excerpt:encoded><![CDATA[]]></excerpt:encoded>
      <wp:post_id>${postId}</wp:post_id>
      <wp:post_date_gmt><![CDATA[2019-05-04 10:00:00]]></wp:post_date_gmt>
      <wp:post_name><![CDATA[imported-${id}-${postId}]]></wp:post_name>
      <wp:status><![CDATA[${status}]]></wp:status>
      <wp:post_type><![CDATA[post]]></wp:post_type>
      <category domain="category" nicename="travel"><![CDATA[Du lịch]]></category>
    </item>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Old blog</title><wp:wxr_version>1.2</wp:wxr_version>
${item(1, `Moved from WordPress ${id}`, "publish", "First paragraph.\n\nSecond <strong>paragraph</strong>.<script>alert(1)</script>")}
${item(2, `An old draft ${id}`, "draft", "Not finished.")}
<item><title>About</title><wp:post_id>3</wp:post_id><wp:status>publish</wp:status><wp:post_type>page</wp:post_type></item>
</channel></rss>`;
}

test("a writer imports a WordPress export and finds the posts on their blog", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = Date.now().toString(36);
  await signIn(page, "emma@inkwell.local");
  await page.goto("/settings");
  const section = page.locator("#import");
  await section.getByLabel("Choose a file to import").setInputFiles({
    name: "wordpress.xml",
    mimeType: "text/xml",
    buffer: Buffer.from(wxr(id)),
  });
  const job = section.getByRole("list", { name: "Your imports" }).getByRole("listitem").first();
  await expect(job).toContainText("wordpress.xml");
  await expect(job).toContainText("done");
  await expect(job).toContainText("2 posts · 1 topic · 0 tags · 0 comments counted · 1 skipped");
  await screen(page, "settings-import");

  await page.goto("/my-posts");
  await expect(page.getByText(`An old draft ${id}`)).toBeVisible();
  await page
    .getByRole("link", { name: `Moved from WordPress ${id}` })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: `Moved from WordPress ${id}`, level: 1 })).toBeVisible();
  const content = page.getByTestId("post-content");
  await expect(content.locator("p")).toHaveCount(2);
  await expect(content.locator("strong")).toHaveText("paragraph");
  await expect(content.locator("script")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Du lịch" })).toBeVisible();
});

test("a reader subscribes by email, gets the next post and unsubscribes from its link", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const id = Date.now().toString(36);
  const email = `reader-${id}@example.com`;

  await page.goto("/profile/alex");
  const form = page.getByRole("form", { name: /Subscribe to/ });
  await form.getByLabel("Email address").fill("not an address");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("alert")).toContainText("valid email");
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Check ${email}` })).toBeVisible();

  const confirm = await latestMailLink(email, "/newsletter?confirm=");
  await page.goto(new URL(confirm).pathname + new URL(confirm).search);
  await expect(page.getByText("You're subscribed.")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Alex/ })).toBeChecked();
  await screen(page, "newsletter-confirmed-375");

  // alex publishes; the post goes out through the mail queue.
  const login = await request.post("/api/v1/auth/login", {
    data: { email: "alex@inkwell.local", password: PASSWORD },
  });
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const title = `Letter to subscribers ${id}`;
  const published = await request.post("/api/v1/posts/publish", {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { title, content: "<p>Hello, inbox.</p>", topics: ["Writing"] },
  });
  expect(published.status()).toBe(201);
  const mail = await waitForMail(email, title);
  expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  expect(mail.html).toContain("Read on the site");
  const unsubscribe = /href="([^"]*\/newsletter\?unsubscribe=[^"]+)"/.exec(mail.html)?.[1];
  expect(unsubscribe).toBeTruthy();

  await page.goto(new URL(unsubscribe!.replace(/&amp;/g, "&")).pathname + new URL(unsubscribe!).search);
  await expect(page.getByText("You are unsubscribed")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Alex/ })).not.toBeChecked();
  await screen(page, "newsletter-unsubscribed-375");
});

test("a writer's stats render their charts", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "alex@inkwell.local");
  await page.goto("/my-posts");
  await page.getByRole("link", { name: "Stats" }).click();
  await expect(page.getByRole("heading", { name: "Stats", level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Views: \d+ in 30 days/ })).toBeVisible();
  await expect(page.getByRole("figure")).toHaveCount(6);
  await page.getByText("7 days").click();
  await expect(page.getByRole("img", { name: /^Views: \d+ in 7 days/ })).toBeVisible();
  const firstPost = page.getByRole("table").getByRole("button").first();
  const name = await firstPost.innerText();
  await firstPost.click();
  await expect(page.getByText(`Showing ${name}`)).toBeVisible();
  await screen(page, "stats-1280");
});
