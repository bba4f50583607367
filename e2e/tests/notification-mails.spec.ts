// Journey: sarah comments on a post of emma's; emma gets the mail about it once the batch is due (the
// journeys' server waits 2 s instead of 15 minutes), opens its unsubscribe link, confirms on the page it
// shows, and finds mail about comments switched off in Settings.
import { expect, test } from "@playwright/test";
import { waitForMailSaying } from "../support/mail";
import { DEMO_PASSWORD, signIn } from "../support/session";

test("a writer is mailed about a comment and stops those mails from the mail's link", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = Date.now().toString(36);
  const title = `Comments welcome ${id}`;
  const login = await page.request.post("/api/v1/auth/login", {
    data: { email: "emma@inkwell.local", password: DEMO_PASSWORD },
  });
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const published = await page.request.post("/api/v1/posts/publish", {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { title, content: "<p>Tell me what you think.</p>", topics: ["Writing"] },
  });
  expect(published.status()).toBe(201);
  const { slug } = ((await published.json()) as { data: { slug: string } }).data;

  await signIn(page, "sarah@inkwell.local");
  await page.goto(`/blog/${slug}`);
  const section = page.locator("#comments");
  await section.scrollIntoViewIfNeeded();
  const comment = `I think it is lovely ${id}`;
  await section.getByPlaceholder("Share your thoughts...").fill(comment);
  await section.getByRole("button", { name: "Post comment" }).click();
  await expect(section.locator("article").filter({ hasText: comment })).toBeVisible();

  const mail = await waitForMailSaying("emma@inkwell.local", comment);
  expect(mail.text).toContain(`commented on your post “${title}”`);
  expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const stop = /href="([^"]*\/api\/v1\/notifications\/unsubscribe\?token=[^"]+)"/.exec(mail.html)?.[1];
  expect(stop).toBeTruthy();
  expect(mail.headers?.["List-Unsubscribe"]).toBe(`<${stop!}>`);

  // The link asks first (a link checker opening it changes nothing); the button turns the mails off.
  await page.goto(stop!);
  await expect(page.getByRole("heading", { name: "Stop mails about comments on your posts?" })).toBeVisible();
  await page.getByRole("button", { name: "Stop these mails" }).click();
  await expect(page.getByText("Done: no more mails about comments on your posts.")).toBeVisible();

  await signIn(page, "emma@inkwell.local");
  await page.goto("/settings");
  const group = page.getByRole("region", { name: "Email notifications" });
  await expect(group.getByRole("switch", { name: "Comments on your posts" })).not.toBeChecked();
  await expect(group.getByRole("switch", { name: "Replies to your comments" })).toBeChecked();
});
