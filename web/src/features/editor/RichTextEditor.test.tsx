import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "../../test/render";
import { RichTextEditor } from "./RichTextEditor";

// jsdom measures no text: ProseMirror's scrolling the selection into view asks ranges for their boxes.
beforeAll(() => {
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

function open(initialHtml: string, language: "en" | "vi" = "en") {
  const onChange = vi.fn<(html: string) => void>();
  const onSave = vi.fn();
  const uploadImage = vi.fn(async () => "/uploads/a.webp");
  render(
    <RichTextEditor
      initialHtml={initialHtml}
      onChange={onChange}
      onSave={onSave}
      uploadImage={uploadImage}
    />,
    {
      language,
    },
  );
  return { onChange, onSave, uploadImage };
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], "cat.png", { type: "image/png" });

describe("the editor", () => {
  it("marks a code block's language with the picker shown while in it", async () => {
    const { onChange } = open('<pre><code class="language-typescript">let a = 1;</code></pre>');
    const picker = await screen.findByRole("combobox", { name: "Code language" });
    expect(picker).toHaveDisplayValue("TypeScript");
    await userEvent.selectOptions(picker, "Python");
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<pre><code class="language-python">let a = 1;</code></pre>'),
    );
    await userEvent.selectOptions(picker, "Plain text");
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith("<pre><code>let a = 1;</code></pre>"));
  });

  it("has no language picker outside code", async () => {
    open("<p>Text</p>");
    await screen.findByRole("toolbar", { name: "Formatting" });
    expect(screen.queryByRole("combobox", { name: "Code language" })).not.toBeInTheDocument();
  });

  it("names the language picker in Vietnamese", async () => {
    open("<pre><code>x</code></pre>", "vi");
    expect(await screen.findByRole("combobox", { name: "Ngôn ngữ của mã" })).toHaveDisplayValue(
      "Văn bản thuần",
    );
  });

  it("saves on Ctrl+S and Cmd+S, and opening a body says nothing changed", async () => {
    const { onSave, onChange } = open('<ol><li data-list="bullet">Kept</li></ol>');
    await screen.findByRole("toolbar", { name: "Formatting" });
    await userEvent.keyboard("{Control>}s{/Control}");
    await userEvent.keyboard("{Meta>}s{/Meta}");
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("fills the window in distraction-free mode until Escape", async () => {
    open("<p>Words</p>");
    const toolbar = await screen.findByRole("toolbar", { name: "Formatting" });
    const toggle = within(toolbar).getByRole("button", { name: "Distraction-free mode" });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-pressed", "false");
  });

  it("asks for a description of an inserted image and stores it as a figure", async () => {
    const { onChange } = open("<p>Text</p>");
    await screen.findByRole("toolbar", { name: "Formatting" });
    await userEvent.upload(screen.getByTestId("editor-image-input"), png());
    const dialog = await screen.findByRole("dialog", { name: "Describe this image" });
    const field = within(dialog).getByRole("textbox", { name: "Description (alt text)" });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, "A cat asleep on a chair");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save description" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('<figure><img src="/uploads/a.webp" alt="A cat asleep on a chair"></figure>'),
      ),
    );
  });

  it("lets the description be skipped, in Vietnamese too", async () => {
    const { onChange } = open("<p>Chữ</p>", "vi");
    await screen.findByRole("toolbar", { name: "Định dạng" });
    await userEvent.upload(screen.getByTestId("editor-image-input"), png());
    const dialog = await screen.findByRole("dialog", { name: "Mô tả hình ảnh này" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Bỏ qua" }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('<figure><img src="/uploads/a.webp"></figure>'),
      ),
    );
  });

  it("changes a selected image's description from its bar", async () => {
    const { onChange } = open(
      '<figure><img src="/uploads/b.webp" alt="Old"><figcaption>Kept</figcaption></figure>',
    );
    await screen.findByRole("toolbar", { name: "Formatting" });
    const image = document.querySelector<HTMLImageElement>(".ProseMirror img");
    if (!image) throw new Error("no image");
    // jsdom lays nothing out: the click lands on the image.
    document.elementFromPoint = () => image;
    await userEvent.click(image);
    const bar = await screen.findByRole("group", { name: "Image" });
    expect(bar).toHaveTextContent("Description: Old");
    await userEvent.click(within(bar).getByRole("button", { name: "Edit description" }));
    const field = within(await screen.findByRole("dialog")).getByRole("textbox");
    await userEvent.clear(field);
    await userEvent.type(field, "New{Enter}");
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        '<figure><img src="/uploads/b.webp" alt="New"><figcaption>Kept</figcaption></figure>',
      ),
    );
    Reflect.deleteProperty(document, "elementFromPoint");
  });

  it("inserts a table with a header row, and adds and removes its rows and columns", async () => {
    const { onChange } = open("<p>Text</p>");
    const toolbar = await screen.findByRole("toolbar", { name: "Formatting" });
    await userEvent.click(within(toolbar).getByRole("button", { name: "Insert table" }));
    const bar = await screen.findByRole("group", { name: "Table" });
    const row = "<tr><td></td><td></td><td></td></tr>";
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        `<table><thead><tr><th></th><th></th><th></th></tr></thead><tbody>${row}${row}</tbody></table><p>Text</p>`,
      ),
    );
    const header = within(bar).getByRole("button", { name: "Header row" });
    expect(header).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(within(bar).getByRole("button", { name: "Delete column" }));
    await userEvent.click(within(bar).getByRole("button", { name: "Add row below" }));
    await userEvent.click(header);
    expect(header).toHaveAttribute("aria-pressed", "false");
    const two = "<tr><td></td><td></td></tr>";
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(`<table><tbody>${two.repeat(4)}</tbody></table><p>Text</p>`),
    );
    await userEvent.click(within(bar).getByRole("button", { name: "Delete row" }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(`<table><tbody>${two.repeat(3)}</tbody></table><p>Text</p>`),
    );
    await userEvent.click(within(bar).getByRole("button", { name: "Delete table" }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith("<p>Text</p>"));
  });

  it("inserts a footnote at the cursor and its note at the end, numbered by their order", async () => {
    const { onChange } = open(
      '<p>Later<sup class="footnote-ref"><a href="#user-content-fn1" id="user-content-fnref1">1</a></sup></p>' +
        '<section class="footnotes"><ol><li id="user-content-fn1"><p>Old ' +
        '<a href="#user-content-fnref1" class="footnote-backref">↩</a></p></li></ol></section>',
      "vi",
    );
    const toolbar = await screen.findByRole("toolbar", { name: "Định dạng" });
    screen.getByRole("textbox", { name: "Nội dung" }).focus();
    await userEvent.click(within(toolbar).getByRole("button", { name: "Chú thích cuối trang" }));
    await userEvent.keyboard("New");
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        '<p><sup class="footnote-ref"><a href="#user-content-fn2" id="user-content-fnref2">1</a></sup>' +
          'Later<sup class="footnote-ref"><a href="#user-content-fn1" id="user-content-fnref1">2</a></sup></p>' +
          '<section class="footnotes"><ol><li id="user-content-fn2"><p>New ' +
          '<a href="#user-content-fnref2" class="footnote-backref">↩</a></p></li><li id="user-content-fn1"><p>Old ' +
          '<a href="#user-content-fnref1" class="footnote-backref">↩</a></p></li></ol></section>',
      ),
    );
  });
});
