// Journey: alex publishes a post with tags picked in the publish modal (a suggestion of a tag in use, a
// Vietnamese name, a sixth refused); the tags show as links on the post; the tag page lists it and offers
// its RSS feed, which answers RSS; readers comment on it past one page and "Load more comments" shows the
// older ones.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { screen } from "../support/screens";
import { DEMO_PASSWORD, signIn } from "../support/session";

async function tokenOf(request: APIRequestContext, email: string) {
  const res = await request.post("/api/v1/auth/login", { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

test("tags picked when publishing lead to a tag page and feed; a long thread loads more", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const id = Date.now().toString(36);
  const title = `Brush lettering ${id}`;
  const ownTag = `quills${id}`;

  await signIn(page, "alex@inkwell.local");
  await page.goto("/write");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("textbox", { name: "Body" }).click();
  await page.keyboard.type("Notes on brushes, nibs and patience.");
  await expect(page.getByTestId("save-state")).toHaveText("Saved", { timeout: 15_000 });

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Ready to publish?" });
  const field = dialog.getByLabel("Add a tag");
  // A tag already in use is suggested as one types, by its slug too.
  await field.fill("laptr");
  const suggestions = dialog.getByRole("list", { name: "Tag suggestions" });
  await expect(suggestions.getByRole("button", { name: "#laptrinh" })).toBeVisible();
  await suggestions.getByRole("button", { name: "#laptrinh" }).click();
  await field.fill("Lập trình web");
  await field.press("Enter");
  await field.fill(`#${ownTag}`);
  await field.press("Enter");
  await field.pressSequentially("calligraphy,");
  await field.fill("ink");
  await field.press("Enter");
  const chips = dialog.getByRole("list", { name: "Selected tags" });
  await expect(chips.getByRole("listitem")).toHaveCount(5);
  await expect(dialog.getByText("That is 5 tags, the most a post can have")).toBeVisible();
  await field.press("Backspace");
  await expect(chips.getByRole("listitem")).toHaveCount(4);
  await field.fill("ink");
  await field.press("Enter");
  await screen(page, "publish-modal-tags");
  await dialog.getByRole("button", { name: "Publish Now" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const postUrl = page.url();

  // The tags are links on the post.
  const tags = page.getByRole("list", { name: "Tags" });
  for (const name of ["#laptrinh", "#Lập trình web", `#${ownTag}`, "#calligraphy", "#ink"]) {
    await expect(tags.getByRole("link", { name })).toBeVisible();
  }
  await tags.getByRole("link", { name: "#Lập trình web" }).click();
  await expect(page).toHaveURL(/\/tags\/lap-trinh-web$/);
  await expect(page.getByRole("heading", { level: 1, name: "#Lập trình web" })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();

  // Server-rendered for anyone, with its feed in the head; the feed answers RSS with the post.
  const html = await (await request.get(`/tags/${ownTag}`)).text();
  expect(html).toContain(`<link rel="canonical" href="`);
  expect(html).toMatch(
    new RegExp(`<link rel="alternate" type="application/rss\\+xml"[^>]*href="[^"]*/tags/${ownTag}/rss.xml"`),
  );
  expect(html).toContain(title);
  const feed = await request.get(`/tags/${ownTag}/rss.xml`);
  expect(feed.headers()["content-type"]).toContain("application/rss+xml");
  expect(await feed.text()).toContain(`<title>${title}</title>`);
  const missing = await request.get("/tags/no-such-tag-anywhere");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("Page not found");

  await page.goto(`/tags/${ownTag}`);
  await expect(page.getByRole("link", { name: "RSS feed" })).toHaveAttribute(
    "href",
    `/tags/${ownTag}/rss.xml`,
  );
  // The post cards' Like button (a count with the label "Like") is a known finding of its own, not the tag page's.
  const violations = await seriousViolations(page);
  expect(violations.filter((v) => !v.includes('button[aria-label="Like"]'))).toEqual([]);
  await screen(page, "tag-page-desktop");

  // Two readers write 24 comments; the post shows the newest 20 and loads the rest on request.
  const postId = Number(
    await page.request
      .get(`/api/v1/posts/${postUrl.split("/").pop()}`)
      .then(async (r) => ((await r.json()) as { data: { id: number } }).data.id),
  );
  for (const email of ["linh@inkwell.local", "minh@inkwell.local"]) {
    const token = await tokenOf(request, email);
    for (let i = 1; i <= 12; i += 1) {
      const res = await request.post("/api/v1/comments", {
        headers: { authorization: `Bearer ${token}` },
        data: { commentableType: "Post", commentableId: postId, content: `${email.split("@")[0]} note ${i}` },
      });
      expect(res.status()).toBe(201);
    }
  }
  await page.goto(postUrl);
  await expect(page.getByRole("heading", { name: "Comments (24)" })).toBeVisible();
  const items = page.locator('[id^="comment-"]');
  await expect(items).toHaveCount(20);
  await expect(page.getByText("linh note 1", { exact: true })).toHaveCount(0);
  // The thread's part takes over near the fold: a click before that is the server's markup's.
  const loadMore = page.getByRole("button", { name: "Load more comments" });
  await loadMore.scrollIntoViewIfNeeded();
  await expect(async () => {
    if (await loadMore.isVisible()) await loadMore.click();
    await expect(items).toHaveCount(24, { timeout: 1000 });
  }).toPass();
  await expect(page.getByText("linh note 1", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Load more comments" })).toHaveCount(0);
  await screen(page, "comments-load-more");
});
