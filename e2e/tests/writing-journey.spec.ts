// Journey: alex writes a post with the editor's toolbar alone (a described and captioned image, a table, a
// TypeScript code block, a footnote and three h2 headings), saves it, shares its preview, publishes it, and
// the post page shows every structure as a reader gets it: the figure and its caption, the table, the code
// highlighted on the server, the footnote linked both ways and a table of contents of the three headings.
import { expect, test } from "@playwright/test";
import { t, type MessageId } from "../support/catalogue";
import { signIn } from "../support/session";

// An 8×8 indigo PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPwd3uKFTEMLQkAx2Rege9i6lUAAAAASUVORK5CYII=",
  "base64",
);
const HEADINGS = ["Where the river rises", "Measuring the flow", "Reading the gauge"];
const ALT = "The mill race under a grey sky";
const CAPTION = "The mill race in early spring";
const CODE = "const depth: number = 1.2;";
const NOTE = "Halving smooths out the morning surge.";

test("writing a post with a figure, a table, code and a footnote, previewing and publishing it", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const title = `The river at the mill ${Date.now().toString(36)}`;

  await signIn(page, "alex@inkwell.local");
  await page.goto("/write");
  await page.getByLabel(t("en", "writing.writePost.title")).fill(title);
  const editor = page.getByRole("textbox", { name: t("en", "writing.editor.body") });
  const toolbar = page.getByRole("toolbar", { name: t("en", "writing.editor.toolbar") });
  const button = (id: MessageId) => toolbar.getByRole("button", { name: t("en", id) });
  const heading = async (text: string) => {
    await toolbar.getByRole("combobox", { name: t("en", "writing.editor.heading") }).selectOption({
      label: t("en", "writing.editor.headingLevel", { level: 2 }),
    });
    await page.keyboard.type(text);
    await page.keyboard.press("Enter");
  };

  await editor.click();
  await heading(HEADINGS[0]!);
  await page.keyboard.type("The spring sits under the old mill.");
  await page.keyboard.press("Enter");

  // The image is uploaded and described, its caption written under it; Enter goes on after the figure.
  const chooser = page.waitForEvent("filechooser");
  await button("writing.editor.image").click();
  await (await chooser).setFiles({ name: "mill.png", mimeType: "image/png", buffer: PNG });
  const describe = page.getByRole("dialog", { name: t("en", "writing.editor.altTitle") });
  await describe.getByLabel(t("en", "writing.editor.altLabel")).fill(ALT);
  await describe.getByRole("button", { name: t("en", "writing.editor.altSave") }).click();
  await expect(describe).toBeHidden();
  await page.keyboard.type(CAPTION);
  await page.keyboard.press("Enter");
  await expect(editor.locator("figure figcaption")).toHaveText(CAPTION);
  await expect(editor.locator('figure img[src^="/uploads/"]')).toHaveAttribute("alt", ALT);

  // A table (three by three, with a header row): the header and one row of readings, then on below it.
  await heading(HEADINGS[1]!);
  await button("writing.editor.table").click();
  for (const [index, cell] of ["Station", "Depth", "Flow", "Mill", "1.2 m", "3 m³/s"].entries()) {
    if (index) await page.keyboard.press("Tab");
    await page.keyboard.type(cell);
  }
  await page.keyboard.press("Control+End");
  await expect(editor.locator("table th")).toHaveText(["Station", "Depth", "Flow"]);

  // A TypeScript code block, left with Enter on an empty line twice.
  await heading(HEADINGS[2]!);
  await button("writing.editor.codeBlock").click();
  await toolbar
    .getByRole("combobox", { name: t("en", "writing.editor.codeLanguage") })
    .selectOption({ label: "TypeScript" });
  await page.keyboard.type(CODE);
  for (let i = 0; i < 3; i += 1) await page.keyboard.press("Enter");
  await expect(editor.locator("pre code.language-typescript")).toHaveText(CODE);

  // A footnote at the end of a sentence; the cursor goes to its note.
  await page.keyboard.type("Add the two readings and halve them.");
  await button("writing.editor.footnote").click();
  await page.keyboard.type(NOTE);
  await expect(editor.locator("section.footnotes li")).toContainText(NOTE);

  await page.getByRole("button", { name: t("en", "writing.editorToolbar.saveDraft") }).click();
  await expect(page.getByTestId("save-state")).toHaveText("Saved", { timeout: 15_000 });
  await expect(page).toHaveURL(/\/write\/the-river-at-the-mill/);
  const slug = new URL(page.url()).pathname.split("/").pop() ?? "";

  // The preview link shows the draft, image and table included, to someone signed out.
  await page.getByRole("button", { name: t("en", "preview.share.open") }).click();
  const share = page.getByRole("dialog", { name: t("en", "preview.share.title") });
  const link = share.getByLabel(t("en", "preview.share.link"));
  await expect(link).toHaveValue(/\/preview\/[\w-]{43}$/);
  const previewUrl = await link.inputValue();
  await share.getByRole("button", { name: t("en", "preview.share.close") }).click();
  const visitor = await (await browser.newContext({ locale: "en-US" })).newPage();
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.goto(new URL(previewUrl).pathname);
  const preview = visitor.getByTestId("draft-preview");
  await expect(preview.locator("figcaption")).toHaveText(CAPTION);
  await expect(preview.locator("table th")).toHaveText(["Station", "Depth", "Flow"]);
  await visitor.context().close();

  await page.getByRole("button", { name: t("en", "writing.editorToolbar.publish"), exact: true }).click();
  const publish = page.getByRole("dialog", { name: "Ready to publish?" });
  await expect(publish.getByRole("switch", { name: t("en", "writing.contents.show") })).toBeChecked();
  await publish.getByRole("button", { name: "Publish Now" }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  const content = page.getByTestId("post-content");
  await expect(content.locator("figure figcaption")).toHaveText(CAPTION);
  await expect(content.locator('figure img[src^="/uploads/"]')).toHaveAttribute("alt", ALT);
  await expect(content.locator("table thead th")).toHaveText(["Station", "Depth", "Flow"]);
  await expect(content.locator("table tbody tr").first().locator("td")).toHaveText([
    "Mill",
    "1.2 m",
    "3 m³/s",
  ]);
  const code = content.locator("pre code.language-typescript");
  await expect(code).toHaveText(CODE);
  await expect(code.locator("span[class^=hljs-]").first()).toBeVisible();

  // The footnote's number leads to its note, and the note's back-link to the number.
  const reference = content.locator("sup.footnote-ref a");
  await expect(reference).toHaveText(/1/);
  const noteId = (await reference.getAttribute("href"))?.slice(1) ?? "";
  const note = content.locator(`section.footnotes li[id="${noteId}"]`);
  await expect(note).toContainText(NOTE);
  await expect(note.locator("a.footnote-backref")).toHaveAttribute(
    "href",
    `#${await reference.getAttribute("id")}`,
  );
  await reference.click();
  await expect(note).toBeInViewport();

  // The table of contents beside the text lists the three headings and leads to each.
  const contents = page.getByTestId("toc-side");
  await expect(contents.getByRole("link")).toHaveText(HEADINGS);
  for (const [index, entry] of (await contents.getByRole("link").all()).entries()) {
    const id = (await entry.getAttribute("href"))?.slice(1) ?? "";
    await expect(content.locator(`h2[id="${id}"]`)).toContainText(HEADINGS[index]!);
  }
});
