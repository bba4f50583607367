// Registers the editor's safer formats with Quill once (spec §5): links are sanitised (email → mailto,
// unsafe → blank), video links become YouTube/Vimeo embed URLs, images must be jpg/jpeg/gif/png/base64
// (or the server's own uploads).
import { Quill } from "react-quill-new";
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
    new (...args: never[]): object;
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

/** What each of Quill's drop-down pickers chooses: Quill gives their buttons no accessible name. */
const PICKER_NAMES: Record<string, string> = {
  header: "Heading",
  color: "Text colour",
  background: "Background colour",
  align: "Alignment",
};

/** Names the toolbar's pickers and their options for assistive technology (axe: aria-command-name). */
export function labelToolbarPickers(toolbar: HTMLElement): void {
  for (const picker of toolbar.querySelectorAll<HTMLElement>(".ql-picker")) {
    const format = [...picker.classList].find((c) => c.startsWith("ql-") && c !== "ql-picker")?.slice(3);
    const name = (format && PICKER_NAMES[format]) ?? format ?? "Options";
    picker.querySelector(".ql-picker-label")?.setAttribute("aria-label", name);
    for (const item of picker.querySelectorAll<HTMLElement>(".ql-picker-item")) {
      const value = item.dataset.value;
      const option =
        format === "header" ? (value ? `Heading ${value}` : "Normal text") : (value ?? "Default");
      item.setAttribute("aria-label", `${name}: ${option}`);
    }
  }
}
