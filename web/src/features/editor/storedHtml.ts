// Between a stored post body and the editor. Bodies written with the Quill editor open as they were:
// its flat lists (`<ol><li data-list="bullet" class="ql-indent-1">`) become the nested lists they show,
// `<pre class="ql-syntax">` a code block, and a blank line (`<p><br></p>`) an empty paragraph. What the
// editor gives back is the content model's form, blank lines written as Quill wrote them.

import { storedTables } from "./tables";

const LIST_TAG: Record<string, "ul" | "ol"> = {
  bullet: "ul",
  ordered: "ol",
  checked: "ul",
  unchecked: "ul",
};

const indentOf = (item: Element) => Number(/\bql-indent-([1-8])\b/.exec(item.className)?.[1] ?? 0);

/** One of Quill's flat lists as the nested lists it stands for (which may be several lists in a row). */
function nestQuillList(list: Element): Element[] {
  const doc = list.ownerDocument;
  const roots: Element[] = [];
  const open: { list: Element; level: number; tag: string }[] = [];
  for (const item of [...list.children]) {
    if (item.tagName !== "LI") continue;
    const tag = LIST_TAG[item.getAttribute("data-list") ?? ""] ?? (list.tagName === "UL" ? "ul" : "ol");
    const level = indentOf(item);
    item.removeAttribute("data-list");
    item.classList.remove(...[...item.classList].filter((c) => c.startsWith("ql-indent-")));
    if (!item.classList.length) item.removeAttribute("class");
    // Close deeper lists, and a list of another kind at this level.
    for (let top = open.at(-1); top && (top.level > level || (top.level === level && top.tag !== tag));) {
      open.pop();
      top = open.at(-1);
    }
    // Open lists down to this level (an item indented further than the one before sits in an empty item).
    while (open.at(-1)?.level !== level) {
      const top = open.at(-1);
      const created = doc.createElement(tag);
      if (top) {
        let parentItem = top.list.lastElementChild;
        if (!parentItem) {
          parentItem = doc.createElement("li");
          top.list.append(parentItem);
        }
        parentItem.append(created);
      } else {
        roots.push(created);
      }
      open.push({ list: created, level: top ? top.level + 1 : 0, tag });
    }
    open.at(-1)?.list.append(item);
  }
  return roots;
}

function withStoredTables(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  storedTables(doc.body);
  return doc.body.innerHTML;
}

/** A stored body (today's form or the Quill editor's) as HTML the editor reads without losing anything. */
export function toEditorHtml(stored: string): string {
  if (!stored.trim()) return "";
  const doc = new DOMParser().parseFromString(`<body>${stored}</body>`, "text/html");
  for (const list of [...doc.body.querySelectorAll("ol, ul")]) {
    if (!list.isConnected || !list.querySelector(":scope > li[data-list]")) continue;
    list.replaceWith(...nestQuillList(list));
  }
  for (const pre of doc.body.querySelectorAll("pre")) {
    if (pre.querySelector(":scope > code")) continue;
    // Quill's code block: its text, in the model's <pre><code>.
    const code = doc.createElement("code");
    code.textContent = (pre.textContent ?? "").replace(/\n$/, "");
    pre.removeAttribute("class");
    pre.removeAttribute("spellcheck");
    pre.replaceChildren(code);
  }
  for (const p of doc.body.querySelectorAll("p")) {
    if (p.childNodes.length === 1 && p.firstElementChild?.tagName === "BR") p.replaceChildren();
  }
  return doc.body.innerHTML;
}

/**
 * The editor's HTML as stored: nothing for an empty body, blank lines as `<p><br></p>`, no trailing blanks,
 * no empty captions, tables as the model has them (./tables).
 */
export function toStoredHtml(editorHtml: string): string {
  const html = editorHtml.includes("<table") ? withStoredTables(editorHtml) : editorHtml;
  const trimmed = html.replace(/(?:<p(?: [^>]*)?><\/p>)+$/, "").replace(/<figcaption><\/figcaption>/g, "");
  return trimmed.replace(/<p((?: [^>]*)?)><\/p>/g, "<p$1><br></p>");
}
