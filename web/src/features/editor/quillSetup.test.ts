import { describe, expect, it } from "vitest";
import { labelToolbarPickers } from "./quillSetup";

/** The markup Quill's snow theme builds for a picker: a label button and hidden option buttons. */
function picker(format: string, values: (string | null)[]): string {
  const items = values
    .map((v) => `<span class="ql-picker-item" role="button"${v === null ? "" : ` data-value="${v}"`}></span>`)
    .join("");
  return `<span class="ql-${format} ql-picker"><span class="ql-picker-label" role="button"></span><span class="ql-picker-options">${items}</span></span>`;
}

describe("labelToolbarPickers", () => {
  it("names each picker's button and options, which Quill leaves nameless", () => {
    const toolbar = document.createElement("div");
    toolbar.innerHTML =
      picker("header", ["1", "2", null]) +
      picker("color", ["#e60000", null]) +
      picker("align", [null, "center"]);
    labelToolbarPickers(toolbar);
    const names = [...toolbar.querySelectorAll("[role=button]")].map((el) => el.getAttribute("aria-label"));
    expect(names).toEqual([
      "Heading",
      "Heading: Heading 1",
      "Heading: Heading 2",
      "Heading: Normal text",
      "Text colour",
      "Text colour: #e60000",
      "Text colour: Default",
      "Alignment",
      "Alignment: Default",
      "Alignment: center",
    ]);
  });
});
