// Tables as the content model stores them: `table > caption? + thead/tbody > tr > th/td`, spans only when
// more than one, no widths or styles (the sanitiser would drop them, and the next save would differ). The
// editor's cells hold paragraphs; storedHtml.ts writes a cell of one plain paragraph as its text and the
// leading header rows as the `thead`.
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";

const span = (name: "colspan" | "rowspan") => ({
  default: 1,
  parseHTML: (element: HTMLElement) => Math.max(1, Number(element.getAttribute(name) ?? 1) || 1),
  renderHTML: (attrs: Record<string, unknown>) =>
    Number(attrs[name]) > 1 ? { [name]: String(attrs[name]) } : {},
});

const cellAttributes = () => ({
  colspan: span("colspan"),
  rowspan: span("rowspan"),
  // Kept for the table commands, which read it; never stored.
  colwidth: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
});

export const ModelTable = Table.extend({
  addAttributes() {
    return {
      // The caption as its text (the editor does not write one, but keeps what a body has).
      caption: {
        default: null,
        parseHTML: (element) => element.querySelector(":scope > caption")?.textContent?.trim() || null,
        renderHTML: () => ({}),
      },
    };
  },
  parseHTML() {
    return [{ tag: "table" }, { tag: "caption", ignore: true }];
  },
  renderHTML({ node }) {
    const caption = node.attrs.caption as string | null;
    return caption ? ["table", ["caption", caption], ["tbody", 0]] : ["table", ["tbody", 0]];
  },
}).configure({ resizable: false, View: null });

export const tableExtensions = [
  ModelTable,
  TableRow,
  TableHeader.extend({ addAttributes: cellAttributes }),
  TableCell.extend({ addAttributes: cellAttributes }),
];

/** The editor's tables in the stored form: header rows in a `thead`, a cell of one plain paragraph as its text. */
export function storedTables(body: HTMLElement): void {
  for (const table of body.querySelectorAll("table")) {
    for (const cell of table.querySelectorAll("th, td")) {
      const only = cell.firstElementChild;
      if (cell.childElementCount === 1 && only?.tagName === "P" && !only.attributes.length)
        only.replaceWith(...only.childNodes);
    }
    const tbody = table.querySelector(":scope > tbody");
    if (!tbody) continue;
    const headerRows: Element[] = [];
    for (const row of tbody.children) {
      if (!row.children.length || [...row.children].some((cell) => cell.tagName !== "TH")) break;
      headerRows.push(row);
    }
    if (!headerRows.length) continue;
    const thead = table.ownerDocument.createElement("thead");
    thead.append(...headerRows);
    tbody.before(thead);
    if (!tbody.children.length) tbody.remove();
  }
}
