// The content model's pieces that TipTap does not give as the model stores them: headings h2–h4 (h1 read as
// h2, h5/h6 as h4), alignment and indent as Quill's classes, links whose target and rel follow the site's
// rule, images limited to the URLs the editor accepts, and embeds (YouTube, Vimeo, CodePen,
// gists) as `iframe.ql-video`.
import { EXTERNAL_LINK_REL, embedTarget, isSiteLink } from "@inkwell/contract";
import { Extension, Node, mergeAttributes } from "@tiptap/core";
import Heading from "@tiptap/extension-heading";
import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import { BLANK_URL, isAllowedImageUrl, sanitizeEmbedUrl, sanitizeLinkUrl } from "./urls";

export const HEADING_LEVELS = [2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

export const ALIGNMENTS = ["center", "right", "justify"] as const;
export type Alignment = (typeof ALIGNMENTS)[number];
export const INDENT_MAX = 8;

/** The blocks that take an alignment and an indent. */
const ALIGNED = ["paragraph", "heading", "blockquote"];

export const ModelHeading = Heading.extend({
  parseHTML() {
    return [
      { tag: "h1", attrs: { level: 2 } },
      ...HEADING_LEVELS.map((level) => ({ tag: `h${level}`, attrs: { level } })),
      { tag: "h5", attrs: { level: 4 } },
      { tag: "h6", attrs: { level: 4 } },
    ];
  },
}).configure({ levels: [...HEADING_LEVELS] });

const classValue = (element: HTMLElement, pattern: RegExp) => pattern.exec(element.className)?.[1] ?? null;

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    blockFormat: {
      /** Aligns the selected blocks (null: the default, left). */
      setAlignment: (alignment: Alignment | null) => ReturnType;
      /** Moves the selected blocks (or list items) one step in or out. */
      changeIndent: (step: 1 | -1) => ReturnType;
    };
  }
}

/** `ql-align-*` and `ql-indent-1..8`: the stored form of alignment and indent, as the Quill editor wrote them. */
export const BlockFormat = Extension.create({
  name: "blockFormat",
  addGlobalAttributes() {
    return [
      {
        types: ALIGNED,
        attributes: {
          align: {
            default: null,
            parseHTML: (element) => classValue(element, /\bql-align-(center|right|justify)\b/),
            renderHTML: (attrs) => (attrs.align ? { class: `ql-align-${String(attrs.align)}` } : {}),
          },
          indent: {
            default: 0,
            parseHTML: (element) => Number(classValue(element, /\bql-indent-([1-8])\b/) ?? 0),
            renderHTML: (attrs) => (attrs.indent ? { class: `ql-indent-${String(attrs.indent)}` } : {}),
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      setAlignment:
        (alignment) =>
        ({ commands }) =>
          ["paragraph", "heading"]
            .map((type) => commands.updateAttributes(type, { align: alignment }))
            .some(Boolean),
      changeIndent:
        (step) =>
        ({ editor, state, tr, dispatch }) => {
          if (editor.isActive("listItem")) {
            return step > 0
              ? editor.chain().sinkListItem("listItem").run()
              : editor.chain().liftListItem("listItem").run();
          }
          let changed = false;
          state.doc.nodesBetween(state.selection.from, state.selection.to, (node, pos) => {
            if (node.type.name !== "paragraph" && node.type.name !== "heading") return true;
            const indent = Math.min(INDENT_MAX, Math.max(0, Number(node.attrs.indent ?? 0) + step));
            if (indent !== node.attrs.indent) {
              tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent });
              changed = true;
            }
            return false;
          });
          if (changed && dispatch) dispatch(tr);
          return changed;
        },
    };
  },
});

/** A link opens in a new tab with the server's rel only when it leads off the site (as the server stores it). */
export const ModelLink = Link.extend({
  renderHTML({ HTMLAttributes }) {
    const href = sanitizeLinkUrl(String(HTMLAttributes.href ?? ""));
    const own = isSiteLink(href, window.location.href);
    return [
      "a",
      {
        ...HTMLAttributes,
        href: href === BLANK_URL ? "" : href,
        target: own ? null : "_blank",
        rel: own ? null : EXTERNAL_LINK_REL,
      },
      0,
    ];
  },
}).configure({
  openOnClick: false,
  autolink: true,
  defaultProtocol: "https",
  protocols: ["mailto"],
  HTMLAttributes: { target: null, rel: null },
  isAllowedUri: (url) => sanitizeLinkUrl(url) !== BLANK_URL,
});

/** Images stay in the line they were put in (as Quill kept them) and only from the URLs the editor accepts. */
export const ModelImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: "img[src]",
        getAttrs: (element) => (isAllowedImageUrl(element.getAttribute("src") ?? "") ? null : false),
      },
    ];
  },
}).configure({ inline: true, allowBase64: true });

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    video: {
      /** Embeds a YouTube/Vimeo video, a CodePen pen or a gist from its address; false for any other. */
      setVideo: (url: string) => ReturnType;
    };
  }
}

/** An embed (a video, a pen, a gist), stored as Quill stored videos: `<iframe class="ql-video" src="…">`. */
export const Video = Node.create({
  name: "video",
  group: "block",
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: "iframe[src]",
        getAttrs: (element) => {
          const src = sanitizeEmbedUrl(element.getAttribute("src") ?? "");
          return src === BLANK_URL ? false : { src };
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      "iframe",
      mergeAttributes(HTMLAttributes, { class: "ql-video", frameborder: "0", allowfullscreen: "true" }),
    ];
  },
  addNodeView() {
    return ({ node }) => {
      // In the editor the frame sits in a box the writer can select, move and delete as one piece.
      const dom = document.createElement("div");
      dom.className = "editor-video";
      const frame = document.createElement("iframe");
      const src = String(node.attrs.src ?? "");
      frame.className = "ql-video";
      const target = embedTarget(src);
      if (target?.kind === "code") frame.classList.add("embed-code");
      if (target?.sandbox) frame.setAttribute("sandbox", target.sandbox);
      frame.src = src;
      frame.setAttribute("frameborder", "0");
      frame.setAttribute("allowfullscreen", "true");
      frame.tabIndex = -1;
      dom.append(frame);
      return { dom };
    };
  },
  addCommands() {
    return {
      setVideo:
        (url) =>
        ({ commands }) => {
          const src = sanitizeEmbedUrl(url);
          if (src === BLANK_URL) return false;
          return commands.insertContent({ type: this.name, attrs: { src } });
        },
    };
  },
});
