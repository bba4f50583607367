// Footnotes in the markdown-it-footnote / GitHub form the content model keeps: a reference
// `sup.footnote-ref > a[href=#note][id=ref]` in the text, and the notes at the end in
// `section.footnotes > ol > li[id=note]`, each with a back-link `a.footnote-backref[href=#ref]`. Ids are
// written with the body's prefix (as the sanitiser stores them). The references' numbers follow their order
// in the text, and a new note takes its place in the list by where its reference is.
import { Node, type Editor } from "@tiptap/core";
import type { Node as PmNode } from "@tiptap/pm/model";
import { Plugin, TextSelection } from "@tiptap/pm/state";

const PREFIX = "user-content-";
const BACK_ARROW = "↩";

export const FootnoteReference = Node.create({
  name: "footnoteReference",
  group: "inline",
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return { note: { default: "" }, ref: { default: "" }, label: { default: "" } };
  },
  parseHTML() {
    return [
      {
        tag: "sup.footnote-ref",
        priority: 60,
        getAttrs: (element) => {
          const link = element.querySelector("a[href^='#']");
          if (!link) return false;
          return {
            note: (link.getAttribute("href") ?? "").slice(1),
            ref: link.getAttribute("id") ?? "",
            label: link.textContent ?? "",
          };
        },
      },
    ];
  },
  renderHTML({ node }) {
    const { note, ref, label } = node.attrs as Record<string, string>;
    return ["sup", { class: "footnote-ref" }, ["a", { href: `#${note}`, id: ref || null }, label]];
  },
  addProseMirrorPlugins() {
    return [renumbering];
  },
});

export const Footnotes = Node.create({
  name: "footnotes",
  group: "block",
  content: "footnote+",
  isolating: true,
  parseHTML() {
    return [{ tag: "section.footnotes", contentElement: "ol" }];
  },
  renderHTML() {
    return ["section", { class: "footnotes" }, ["ol", 0]];
  },
});

export const Footnote = Node.create({
  name: "footnote",
  content: "paragraph+",
  defining: true,
  addAttributes() {
    return { id: { default: null } };
  },
  parseHTML() {
    return [{ tag: "li", context: "footnotes/", priority: 60 }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["li", HTMLAttributes, 0];
  },
});

export const FootnoteBackref = Node.create({
  name: "footnoteBackref",
  group: "inline",
  inline: true,
  atom: true,
  addAttributes() {
    return { href: { default: "" }, label: { default: BACK_ARROW } };
  },
  parseHTML() {
    return [
      {
        tag: "a.footnote-backref",
        priority: 60,
        getAttrs: (element) => ({
          href: element.getAttribute("href") ?? "",
          label: element.textContent ?? "",
        }),
      },
    ];
  },
  renderHTML({ node }) {
    const { href, label } = node.attrs as Record<string, string>;
    return ["a", { href, class: "footnote-backref" }, label];
  },
});

export const footnoteExtensions = [FootnoteReference, Footnotes, Footnote, FootnoteBackref];

function references(doc: PmNode) {
  const found: { node: PmNode; pos: number }[] = [];
  doc.descendants((node, pos) => {
    if (node.type.name === "footnoteReference") found.push({ node, pos });
  });
  return found;
}

/** A reference's label shows its place in the text (`3`, or `[3]` as markdown-it writes it). */
const renumbering = new Plugin({
  appendTransaction(transactions, _old, state) {
    if (!transactions.some((tr) => tr.docChanged)) return null;
    const { tr } = state;
    references(state.doc).forEach(({ node, pos }, index) => {
      const label = String(node.attrs.label ?? "");
      const wanted = /\d+/.test(label) ? label.replace(/\d+/, String(index + 1)) : String(index + 1);
      if (label !== wanted) tr.setNodeMarkup(pos, undefined, { ...node.attrs, label: wanted });
    });
    return tr.docChanged ? tr : null;
  },
});

/** Every id a body's footnotes use, to give a new one an id of its own. */
function usedIds(doc: PmNode): Set<string> {
  const ids = new Set<string>();
  doc.descendants((node) => {
    for (const key of ["note", "ref", "id"]) if (node.attrs[key]) ids.add(String(node.attrs[key]));
  });
  return ids;
}

/** Puts a footnote reference at the cursor and its note in the list at the end, and the cursor in the note. */
export function insertFootnote(editor: Editor): boolean {
  const { state } = editor;
  const { schema } = state;
  const ids = usedIds(state.doc);
  let n = references(state.doc).length + 1;
  while (ids.has(`${PREFIX}fn${n}`) || ids.has(`${PREFIX}fnref${n}`)) n++;
  const note = `${PREFIX}fn${n}`;
  const ref = `${PREFIX}fnref${n}`;
  const at = state.selection.to;
  const before = references(state.doc).filter((found) => found.pos < at).length;

  const tr = state.tr.replaceSelectionWith(
    schema.nodes.footnoteReference!.create({ note, ref, label: String(n) }),
    false,
  );
  const item = schema.nodes.footnote!.create({ id: note }, [
    schema.nodes.paragraph!.create(null, [
      schema.text(" "),
      schema.nodes.footnoteBackref!.create({ href: `#${ref}`, label: BACK_ARROW }),
    ]),
  ]);
  let list: { node: PmNode; pos: number } | null = null;
  tr.doc.forEach((node, pos) => {
    if (node.type.name === "footnotes") list = { node, pos };
  });
  let itemPos: number;
  if (list) {
    const { node, pos } = list as { node: PmNode; pos: number };
    // After the notes of the references before this one.
    itemPos = pos + 1;
    for (let index = 0; index < Math.min(before, node.childCount); index++)
      itemPos += node.child(index).nodeSize;
    tr.insert(itemPos, item);
  } else {
    itemPos = tr.doc.content.size + 1;
    tr.insert(tr.doc.content.size, schema.nodes.footnotes!.create(null, [item]));
  }
  // The cursor goes to the start of the note's text, before its back-link.
  tr.setSelection(TextSelection.create(tr.doc, itemPos + 2));
  editor.view.dispatch(tr.scrollIntoView());
  editor.view.focus();
  return true;
}
