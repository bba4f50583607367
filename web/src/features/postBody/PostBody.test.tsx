import { describe, expect, it, vi } from "vitest";
import { act, render, screen, within } from "../../test/render";
import { PostBody } from "./PostBody";

const headings = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `<h2 id="user-content-part-${i + 1}">Part ${i + 1}</h2><p>Words</p>`,
  ).join("");
const CODE = '<pre><code class="language-ts"><span class="hljs-keyword">let</span> a = 1;</code></pre>';

describe("a post's body", () => {
  it("has a table of contents of three or more headings, beside the text and in a details above it", () => {
    render(<PostBody html={headings(3) + CODE} tableOfContents />);
    const inline = screen.getByTestId("toc-inline");
    expect(inline.tagName).toBe("DETAILS");
    expect(within(inline).getByText("Contents").tagName).toBe("SUMMARY");
    const side = screen.getByTestId("toc-side");
    expect(side).toHaveAccessibleName("Contents");
    expect(
      within(side)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Part 1", "#user-content-part-1"],
      ["Part 2", "#user-content-part-2"],
      ["Part 3", "#user-content-part-3"],
    ]);
  });

  it("has none for fewer headings, or when its author turned it off", () => {
    const { unmount } = render(<PostBody html={headings(2)} tableOfContents />);
    expect(screen.queryByTestId("toc-side")).toBeNull();
    unmount();
    render(<PostBody html={headings(5)} tableOfContents={false} />);
    expect(screen.queryByTestId("toc-inline")).toBeNull();
  });

  it("names the heading links and the table of contents in Vietnamese for a Vietnamese reader", () => {
    render(<PostBody html={headings(3)} tableOfContents data-testid="body" />, { language: "vi" });
    expect(screen.getByTestId("toc-side")).toHaveAccessibleName("Mục lục");
    expect(
      within(screen.getByTestId("body")).getByRole("link", { name: "Liên kết đến mục “Part 2”" }),
    ).toHaveAttribute("href", "#user-content-part-2");
  });

  it("puts a copy button on code blocks that copies the code's text and says it did", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    render(<PostBody html={`<p>Intro</p>${CODE}<pre class="ql-syntax">old</pre>`} tableOfContents />);
    const buttons = await screen.findAllByRole("button", { name: "Copy code" });
    expect(buttons).toHaveLength(2);
    await act(async () => buttons[0]?.click());
    expect(writeText).toHaveBeenCalledWith("let a = 1;");
    expect(buttons[0]).toHaveTextContent("Copied");
    vi.unstubAllGlobals();
  });

  it("adds no button where the browser offers no clipboard", async () => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: undefined });
    render(<PostBody html={CODE} tableOfContents />);
    await import("./copyButtons");
    await act(() => Promise.resolve());
    expect(screen.queryByRole("button")).toBeNull();
    vi.unstubAllGlobals();
  });
});
