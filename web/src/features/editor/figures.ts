// Figures of the content model: `figure > img[alt] + figcaption`, and `figure.gallery` holding several images.
// The caption is written in place under the image (inline marks allowed); an empty one is not stored
// (storedHtml.ts), so a figure without a caption opens and saves as it was.
import { Node, type Editor } from "@tiptap/core";
import { NodeSelection, TextSelection } from "@tiptap/pm/state";
import { isAllowedImageUrl } from "./urls";

/** The image node types: in a line of text (older posts) and in a figure. */
export const IMAGE_TYPES = ["image", "figureImage"] as const;

const allowedSrc = (element: HTMLElement) =>
  isAllowedImageUrl(element.getAttribute("src") ?? "") ? null : false;

export const Figure = Node.create({
  name: "figure",
  group: "block",
  content: "figureImage+ figcaption",
  isolating: true,
  defining: true,
  addAttributes() {
    return {
      gallery: {
        default: false,
        parseHTML: (element) => element.classList.contains("gallery"),
        renderHTML: (attrs) => (attrs.gallery ? { class: "gallery" } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: "figure", getAttrs: (element) => (element.querySelector("img[src]") ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["figure", HTMLAttributes, 0];
  },
});

export const FigureImage = Node.create({
  name: "figureImage",
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      width: { default: null },
      height: { default: null },
    };
  },
  parseHTML() {
    return [{ tag: "img[src]", context: "figure/", priority: 60, getAttrs: allowedSrc }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["img", HTMLAttributes];
  },
});

export const Figcaption = Node.create({
  name: "figcaption",
  content: "inline*",
  isolating: true,
  parseHTML() {
    return [{ tag: "figcaption", context: "figure/" }];
  },
  renderHTML() {
    return ["figcaption", 0];
  },
  addKeyboardShortcuts() {
    // Enter in a caption goes on with the text after the figure.
    return {
      Enter: ({ editor }) => {
        const { $from } = editor.state.selection;
        if ($from.parent.type.name !== this.name) return false;
        const after = $from.after($from.depth - 1);
        return editor
          .chain()
          .insertContentAt(after, { type: "paragraph" })
          .setTextSelection(after + 1)
          .run();
      },
    };
  },
});

/** An image at `pos`, or the first without a description whose src is `src` (where it is now). */
export function findImage(editor: Editor, src: string, pos: number | null): number | null {
  const at = pos === null ? null : editor.state.doc.nodeAt(pos);
  if (at && IMAGE_TYPES.includes(at.type.name as never) && at.attrs.src === src) return pos;
  let found: number | null = null;
  editor.state.doc.descendants((node, nodePos) => {
    if (found !== null) return false;
    if (IMAGE_TYPES.includes(node.type.name as never) && node.attrs.src === src && !node.attrs.alt)
      found = nodePos;
    return true;
  });
  return found;
}

/** The positions of the images that say nothing of what they show, in order. */
export function imagesWithoutAlt(editor: Editor): number[] {
  const found: number[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (IMAGE_TYPES.includes(node.type.name as never) && !String(node.attrs.alt ?? "").trim())
      found.push(pos);
  });
  return found;
}

/** Sets the description of the image at `pos`. */
export function setImageAlt(editor: Editor, pos: number, alt: string): void {
  const node = editor.state.doc.nodeAt(pos);
  if (!node) return;
  editor.view.dispatch(editor.state.tr.setNodeMarkup(pos, undefined, { ...node.attrs, alt: alt.trim() }));
}

/** Puts the cursor in the caption of the figure holding the image at `pos` (a line's image becomes a figure). */
export function editCaption(editor: Editor, pos: number): void {
  const node = editor.state.doc.nodeAt(pos);
  if (!node) return;
  let { tr } = editor.state;
  let figurePos = pos;
  if (node.type.name === "image") {
    const $pos = tr.doc.resolve(pos);
    const { schema } = editor.state;
    const figure = schema.nodes.figure?.create(null, [
      schema.nodes.figureImage!.create({ ...node.attrs }),
      schema.nodes.figcaption!.create(),
    ]);
    if (!figure) return;
    tr = tr.delete(pos, pos + node.nodeSize);
    // Put after the paragraph it stood in (or in its place if it was alone there).
    const paragraph = tr.doc.resolve(tr.mapping.map(pos)).parent;
    const insertAt = paragraph.content.size
      ? tr.mapping.map($pos.after($pos.depth))
      : tr.mapping.map($pos.before($pos.depth));
    if (!paragraph.content.size) tr = tr.delete(insertAt, insertAt + paragraph.nodeSize);
    tr = tr.insert(insertAt, figure);
    figurePos = insertAt;
  } else {
    figurePos = tr.doc.resolve(pos).before();
  }
  const figure = tr.doc.nodeAt(figurePos);
  if (!figure) return;
  const captionEnd = figurePos + figure.nodeSize - 2;
  tr = tr.setSelection(TextSelection.create(tr.doc, captionEnd));
  editor.view.dispatch(tr.scrollIntoView());
  editor.view.focus();
}

/** Selects the image at `pos` and shows it. */
export function selectImage(editor: Editor, pos: number): void {
  editor.view.dispatch(
    editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, pos)).scrollIntoView(),
  );
  editor.view.focus();
}
