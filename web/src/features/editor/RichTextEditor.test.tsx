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
  return { onChange, onSave };
}

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
});
