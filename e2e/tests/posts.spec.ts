// Journey: alex writes a rich post (heading, list, link, uploaded image), publishes it with SEO fields,
// topics and a cover; it shows on Home, its topic page, in search and in the RSS feed; alex edits it;
// sarah likes and bookmarks it; a private post stays hidden from sarah.
import { expect, test, type Page } from "@playwright/test";
import { screen } from "../support/screens";
import { signIn } from "../support/session";

// An 8×8 indigo PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPwd3uKFTEMLQkAx2Rege9i6lUAAAAASUVORK5CYII=",
  "base64",
);

async function publishFromModal(page: Page, setup: (dialog: ReturnType<Page["getByRole"]>) => Promise<void>) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Ready to publish?" });
  await expect(dialog).toBeVisible();
  await setup(dialog);
  await dialog.getByRole("button", { name: "Publish Now" }).click();
}

test("writing, publishing, finding, editing, liking and keeping a post private", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const id = Date.now().toString(36);
  const title = `Field notes on quills ${id}`;

  // alex writes a post.
  await signIn(page, "alex@inkwell.local");
  await page.goto("/write");
  await page.getByLabel("Title").fill(title);
  const editor = page.getByRole("textbox", { name: "Body" });
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });
  await editor.click();
  await toolbar.getByRole("combobox", { name: "Heading" }).selectOption({ label: "Heading 2" });
  await page.keyboard.type("Getting started");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Read the docs");
  for (let i = 0; i < 4; i += 1) await page.keyboard.press("Shift+ArrowLeft");
  await toolbar.getByRole("button", { name: "Link" }).click();
  const linkInput = page.getByLabel("Link address");
  await linkInput.fill("example.com/docs");
  await linkInput.press("Enter");
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  // Markdown as one types: a list, a subheading, bold and a code block.
  await page.keyboard.type("- First item");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Second item");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("### Ink and **nibs** too");
  await page.keyboard.press("Enter");
  await page.keyboard.type("```ts ");
  await page.keyboard.type("const ink = 1;");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  const chooser = page.waitForEvent("filechooser");
  await toolbar.getByRole("button", { name: "Image" }).click();
  await (await chooser).setFiles({ name: "dot.png", mimeType: "image/png", buffer: PNG });
  await expect(editor.locator('img[src^="/uploads/"]')).toHaveCount(1);
  // Each inserted image asks for its description; these are left for the publish dialog to point out.
  const describe = page.getByRole("dialog", { name: "Describe this image" });
  await describe.getByRole("button", { name: "Skip" }).click();
  await expect(describe).toBeHidden();
  // An image dropped from the desktop and one pasted are uploaded too.
  await editor.evaluate((element, base64) => {
    const file = () => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], "dot.png", { type: "image/png" }));
      return data;
    };
    const box = element.getBoundingClientRect();
    const at = { clientX: box.left + 20, clientY: box.bottom - 20, bubbles: true, cancelable: true };
    element.dispatchEvent(new DragEvent("drop", { ...at, dataTransfer: file() }));
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: file(), bubbles: true, cancelable: true }),
    );
  }, PNG.toString("base64"));
  await expect(editor.locator('img[src^="/uploads/"]')).toHaveCount(3);
  for (let asked = 0; asked < 2 && (await describe.isVisible()); asked++) {
    await describe.getByRole("button", { name: "Skip" }).click();
  }
  await expect(describe).toBeHidden();
  await expect(editor.locator('img[src^="data:"]')).toHaveCount(0);
  await expect(editor.locator("h2")).toHaveText("Getting started");
  await expect(editor.locator("h3 strong")).toHaveText("nibs");
  await expect(editor.locator("pre code.language-ts")).toHaveText("const ink = 1;");
  await expect(editor.locator('a[href="https://example.com/docs"]')).toHaveText("docs");
  await expect(page.getByTestId("word-count")).toHaveText(/^1\d words · 1 min read$/);

  // Ctrl+S saves at once, long before the autosave would.
  const sent = page.waitForRequest((r) => r.url().includes("/api/v1/posts") && r.method() !== "GET", {
    timeout: 1_500,
  });
  await page.keyboard.press("Control+s");
  await sent;
  await expect(page.getByTestId("save-state")).toHaveText("Saved", { timeout: 15_000 });
  await expect(page).toHaveURL(/\/write\/field-notes-on-quills/);
  const slug = new URL(page.url()).pathname.split("/").pop() ?? "";
  await screen(page, "editor-desktop");

  await publishFromModal(page, async (dialog) => {
    await dialog.getByLabel("Meta Title").fill("Field notes on quills and ink");
    await dialog.getByLabel("Meta Description").fill("What I learned writing with quills.");
    await dialog
      .getByLabel("Cover image file")
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
    await expect(dialog.getByAltText("Cover preview")).toBeVisible();
    await dialog.getByLabel("Add a topic").fill("Design");
    await dialog.getByLabel("Add a topic").press("Enter");
    await dialog.getByLabel("Add a topic").fill("Calligraphy");
    await dialog.getByRole("button", { name: "Add topic", exact: true }).click();
    await expect(dialog.getByRole("list", { name: "Selected topics" })).toContainText("Calligraphy");
    await screen(page, "publish-modal-desktop");
  });

  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const content = page.getByTestId("post-content");
  // Each heading ends with its "#" link to the section.
  await expect(content.locator("h2")).toHaveText("Getting started#");
  await expect(content.locator("h2 a")).toHaveAttribute("href", "#user-content-getting-started");
  await expect(content.locator("li")).toHaveCount(2);
  await expect(content.locator("h3")).toHaveText("Ink and nibs too#");
  await expect(content.locator("pre code")).toHaveText("const ink = 1;");
  await expect(content.locator('img[src^="/uploads/"]')).toHaveCount(3);
  await expect(content.locator('a[href="https://example.com/docs"]')).toBeVisible();
  await expect(page.locator("#comments")).toBeAttached();

  // It is on Home, its topic page, in search results and in the RSS feed.
  await page.goto("/");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await screen(page, "home-desktop");
  await page.locator("#latest").scrollIntoViewIfNeeded();
  await screen(page, "home-latest-desktop");
  await page.goto("/topics/design");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await page.getByLabel("Search posts").first().fill(`quills ${id}`);
  await page.getByLabel("Search posts").first().press("Enter");
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  const rss = await page.request.get("/rss.xml");
  expect(await rss.text()).toContain(title);

  // alex edits it; autosave keeps it published.
  await page.goto(`/write/${slug}`);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await page.getByLabel("Title").fill(`${title} (revised)`);
  await expect(page.getByTestId("save-state")).toHaveText("Saved", { timeout: 15_000 });
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: `${title} (revised)` })).toBeVisible();

  // A private post.
  await page.goto("/write");
  await page.getByLabel("Title").fill(`Private musings ${id}`);
  await page.getByRole("textbox", { name: "Body" }).click();
  await page.keyboard.type("Only for me.");
  await publishFromModal(page, async (dialog) => {
    await dialog.getByRole("radio", { name: /Only me/ }).check();
  });
  await expect(page).toHaveURL(/\/blog\/private-musings/);
  const privatePath = new URL(page.url()).pathname;

  // sarah likes and bookmarks the public post, and cannot open the private one.
  await signIn(page, "sarah@inkwell.local");
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: `${title} (revised)` })).toBeVisible();
  const actions = page.getByTestId("post-actions");
  await actions.getByRole("button", { name: "Like", exact: true }).click();
  await expect(actions.getByRole("button", { name: "Unlike" })).toBeVisible();
  await expect(actions.getByTestId("likes-count")).toHaveText("1");
  await actions.getByRole("button", { name: "Bookmark", exact: true }).click();
  await expect(actions.getByRole("button", { name: "Remove bookmark" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "About the author" })).toContainText("Followers");
  await page.evaluate(() => window.scrollTo(0, 0));
  await screen(page, "post-desktop");
  await page.reload();
  await expect(actions.getByRole("button", { name: "Unlike" })).toBeVisible();
  await expect(actions.getByTestId("likes-count")).toHaveText("1");
  await page.goto("/bookmarks");
  // In the bookmarked posts (the post may be in "Continue reading" above them too).
  await expect(page.getByTestId("post-card").getByRole("link", { name: `${title} (revised)` })).toBeVisible();
  await page.goto(privatePath);
  await expect(page.getByText("Post not found")).toBeVisible();
});
