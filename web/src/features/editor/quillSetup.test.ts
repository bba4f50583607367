import { createIntl } from "react-intl";
import { Quill } from "react-quill-new";
import { describe, expect, it } from "vitest";
import english from "../../i18n/en";
import vietnamese from "../../i18n/vi";
import { labelToolbar, registerEditorFormats, tooltipText } from "./quillSetup";

/** The markup Quill's snow theme builds for a picker: a label button and hidden option buttons. */
function picker(format: string, values: (string | null)[]): string {
  const items = values
    .map((v) => `<span class="ql-picker-item" role="button"${v === null ? "" : ` data-value="${v}"`}></span>`)
    .join("");
  return `<span class="ql-${format} ql-picker"><span class="ql-picker-label" role="button"></span><span class="ql-picker-options">${items}</span></span>`;
}

/** A toolbar as Quill builds it: buttons named by their format (and value), pickers without names. */
function toolbar(): HTMLElement {
  const element = document.createElement("div");
  element.innerHTML =
    picker("header", ["1", "2", null]) +
    '<button type="button" class="ql-bold" aria-label="bold"></button>' +
    '<button type="button" class="ql-list" value="ordered" aria-label="list: ordered"></button>' +
    picker("color", ["#e60000", null]) +
    picker("align", [null, "center"]);
  element.querySelector(".ql-header .ql-picker-item:not([data-value])")?.classList.add("ql-selected");
  return element;
}

const names = (element: HTMLElement) =>
  [...element.querySelectorAll("[role=button], button")].map((el) => el.getAttribute("aria-label"));

describe("labelToolbar", () => {
  it("names each picker's button and options, which Quill leaves nameless, and keeps its buttons' names", () => {
    const element = toolbar();
    labelToolbar(element, createIntl({ locale: "en", messages: english }));
    expect(names(element)).toEqual([
      "Heading",
      "Heading: Heading 1",
      "Heading: Heading 2",
      "Heading: Normal text",
      "bold",
      "list: ordered",
      "Text colour",
      "Text colour: #e60000",
      "Text colour: Default",
      "Alignment",
      "Alignment: Default",
      "Alignment: center",
    ]);
    const header = element.querySelector<HTMLElement>(".ql-header")!;
    expect([...header.querySelectorAll<HTMLElement>("[data-label]")].map((el) => el.dataset.label)).toEqual([
      "Normal",
      "Heading 1",
      "Heading 2",
      "Normal",
    ]);
  });

  it("names the toolbar in Vietnamese, the heading picker's shown options too", () => {
    const element = toolbar();
    labelToolbar(element, createIntl({ locale: "vi", messages: vietnamese }));
    expect(names(element)).toEqual([
      "Kiểu tiêu đề",
      "Kiểu tiêu đề: Tiêu đề 1",
      "Kiểu tiêu đề: Tiêu đề 2",
      "Kiểu tiêu đề: Văn bản thường",
      "In đậm",
      "Danh sách đánh số",
      "Màu chữ",
      "Màu chữ: #e60000",
      "Màu chữ: Mặc định",
      "Căn lề",
      "Căn lề: Mặc định",
      "Căn lề: giữa",
    ]);
    expect(element.querySelector<HTMLElement>(".ql-header .ql-picker-label")?.dataset.label).toBe("Thường");
  });
});

describe("tooltipText", () => {
  it("gives the link tooltip's words as CSS strings in the page's language", () => {
    expect(tooltipText(createIntl({ locale: "en", messages: english }))).toMatchObject({
      "--editor-visit-url": '"Visit URL:"',
      "--editor-save-link": '"Save"',
    });
    expect(tooltipText(createIntl({ locale: "vi", messages: vietnamese }))["--editor-enter-link"]).toBe(
      '"Nhập liên kết:"',
    );
  });
});

describe("links in the editor", () => {
  it("get the target and rel the server stores: a new tab only off the site, when made and when changed", () => {
    registerEditorFormats();
    const host = document.createElement("div");
    document.body.append(host);
    const quill = new Quill(host);
    quill.clipboard.dangerouslyPasteHTML(
      '<p><a href="https://example.com">out</a> <a href="/about">in</a></p>',
    );
    const marks = () =>
      [...quill.root.querySelectorAll("a")].map((a) => [a.getAttribute("target"), a.getAttribute("rel")]);
    const external = ["_blank", "noopener noreferrer nofollow"];
    expect(marks()).toEqual([external, [null, null]]);
    quill.formatText(0, 3, "link", "/topics");
    quill.formatText(4, 2, "link", "https://example.org");
    expect(marks()).toEqual([[null, null], external]);
    host.remove();
  });
});
