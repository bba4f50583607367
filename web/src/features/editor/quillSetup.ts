// Registers the editor's safer formats with Quill once (spec §5): links are sanitised (email → mailto,
// unsafe → blank) and get the target and rel the server stores (a new tab only off the site), video links
// become YouTube/Vimeo embed URLs, images must be jpg/jpeg/gif/png/base64 (or the server's own uploads).
import type { IntlShape } from "react-intl";
import { Quill } from "react-quill-new";
import type { MessageId } from "../../i18n";
import { markLink } from "../../lib/links";
import { isAllowedImageUrl, sanitizeLinkUrl, sanitizeVideoUrl } from "./urls";

/** The editor Quill builds (what `ReactQuill#getEditor()` gives). */
export type QuillInstance = InstanceType<typeof Quill>;

interface SanitizingFormat {
  sanitize(url: string): string;
}

let registered = false;

export function registerEditorFormats(): void {
  if (registered) return;
  registered = true;
  const Link = Quill.import("formats/link") as unknown as {
    new (...args: never[]): { domNode: HTMLElement; format(name: string, value: unknown): void };
    create(value: string): HTMLElement;
  } & SanitizingFormat;
  const Image = Quill.import("formats/image") as unknown as {
    new (...args: never[]): object;
  } & SanitizingFormat;
  const Video = Quill.import("formats/video") as unknown as {
    new (...args: never[]): object;
  } & SanitizingFormat;

  class SafeLink extends Link {
    static override sanitize(url: string): string {
      return sanitizeLinkUrl(url);
    }
    static override create(value: string): HTMLElement {
      const node = super.create(value);
      markLink(node);
      return node;
    }
    override format(name: string, value: unknown): void {
      super.format(name, value);
      if (name === "link" && value) markLink(this.domNode);
    }
  }
  class SafeImage extends Image {
    static override sanitize(url: string): string {
      return isAllowedImageUrl(url) ? url : "";
    }
  }
  class SafeVideo extends Video {
    static override sanitize(url: string): string {
      return sanitizeVideoUrl(url);
    }
  }
  Quill.register({ "formats/link": SafeLink, "formats/image": SafeImage, "formats/video": SafeVideo }, true);
}

/** Spec §2.8, exactly: headers 1–3, bold, italic, underline, strike, color, background, lists, indent,
 * blockquote, code-block, link, image, video, align. */
export const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ["bold", "italic", "underline", "strike"],
  [{ color: [] }, { background: [] }],
  [{ list: "ordered" }, { list: "bullet" }],
  [{ indent: "-1" }, { indent: "+1" }],
  ["blockquote", "code-block"],
  ["link", "image", "video"],
  [{ align: [] }],
];

export const FORMATS = [
  "header",
  "bold",
  "italic",
  "underline",
  "strike",
  "color",
  "background",
  "list",
  "indent",
  "blockquote",
  "code-block",
  "link",
  "image",
  "video",
  "align",
];

/** Quill's semantic HTML turns every space into &nbsp;; single ones go back to plain spaces so text wraps. */
export function cleanEditorHtml(html: string): string {
  const cleaned = html.replace(/(?<!&nbsp;)&nbsp;(?!&nbsp;)/g, " ");
  return cleaned === "<p></p>" || cleaned === "<p><br></p>" ? "" : cleaned;
}

/** The toolbar's buttons by format (and value): Quill names them by their format, in English. */
const BUTTON_NAMES: Record<string, MessageId> = {
  bold: "writing.editor.bold",
  italic: "writing.editor.italic",
  underline: "writing.editor.underline",
  strike: "writing.editor.strike",
  "list:ordered": "writing.editor.orderedList",
  "list:bullet": "writing.editor.bulletList",
  "indent:-1": "writing.editor.outdent",
  "indent:+1": "writing.editor.indent",
  blockquote: "writing.editor.blockquote",
  "code-block": "writing.editor.codeBlock",
  link: "writing.editor.link",
  image: "writing.editor.image",
  video: "writing.editor.video",
};

/** What each of Quill's drop-down pickers chooses: Quill gives their buttons no accessible name. */
const PICKER_NAMES: Record<string, MessageId> = {
  header: "writing.editor.heading",
  color: "writing.editor.textColour",
  background: "writing.editor.backgroundColour",
  align: "writing.editor.alignment",
};

const ALIGNMENTS: Record<string, MessageId> = {
  center: "writing.editor.alignCenter",
  right: "writing.editor.alignRight",
  justify: "writing.editor.alignJustify",
};

/** The format a toolbar control sets, from its `ql-<format>` class. */
const formatOf = (control: HTMLElement) =>
  [...control.classList].find((c) => c.startsWith("ql-") && c !== "ql-picker")?.slice(3);

/**
 * Names the toolbar's buttons, its pickers and their options in the page's language, for assistive
 * technology (axe: aria-command-name), and gives the heading picker's options their shown names.
 */
export function labelToolbar(toolbar: HTMLElement, intl: IntlShape): void {
  const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  for (const button of toolbar.querySelectorAll<HTMLButtonElement>("button")) {
    const format = formatOf(button);
    const name = format && BUTTON_NAMES[button.value ? `${format}:${button.value}` : format];
    if (name) button.setAttribute("aria-label", say(name));
  }
  for (const picker of toolbar.querySelectorAll<HTMLElement>(".ql-picker")) {
    const format = formatOf(picker);
    const known = format ? PICKER_NAMES[format] : undefined;
    const name = known ? say(known) : (format ?? say("writing.editor.options"));
    const label = picker.querySelector<HTMLElement>(".ql-picker-label");
    label?.setAttribute("aria-label", name);
    for (const item of picker.querySelectorAll<HTMLElement>(".ql-picker-item")) {
      const value = item.dataset.value;
      let option: string;
      if (format === "header") {
        option = value
          ? say("writing.editor.headingLevel", { level: value })
          : say("writing.editor.normalText");
        // Quill's stylesheet shows a heading option's data-label (in English otherwise).
        item.dataset.label = value ? option : say("writing.editor.normal");
        if (label && item.classList.contains("ql-selected")) label.dataset.label = item.dataset.label;
      } else if (format === "align") {
        const alignment = value ? ALIGNMENTS[value] : "writing.editor.default";
        option = alignment ? say(alignment) : (value ?? "");
      } else {
        option = value ?? say("writing.editor.default");
      }
      item.setAttribute("aria-label", say("writing.editor.pickerOption", { picker: name, option }));
    }
  }
}

/** A CSS string holding `text`, for a `content:` property. */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, "\\$&").replace(/\n/g, "\\A ")}"`;

/**
 * The link tooltip's words, which Quill's stylesheet writes in English: custom properties for the editor's
 * own stylesheet to show instead (RichTextEditor.module.css).
 */
export function tooltipText(intl: IntlShape): Record<`--${string}`, string> {
  const say = (id: MessageId) => cssString(intl.formatMessage({ id }));
  return {
    "--editor-visit-url": say("writing.editor.visitUrl"),
    "--editor-enter-link": say("writing.editor.enterLink"),
    "--editor-enter-video": say("writing.editor.enterVideo"),
    "--editor-edit-link": say("writing.editor.editLink"),
    "--editor-remove-link": say("writing.editor.removeLink"),
    "--editor-save-link": say("writing.editor.saveLink"),
  };
}
