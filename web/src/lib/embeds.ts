// Click-to-load embeds on readers' pages. A body's embed frames (YouTube, Vimeo, CodePen, gists) arrive as a
// link to the embedded page and a "Load embed from …" button: nothing from the third party loads, and no
// third party hears of the visit, until the reader clicks. The server renders the same placeholder (this
// runs in the page's render), so without scripts the reader gets the link and the button stays hidden.
import { EXTERNAL_LINK_REL, embedTarget, escapeHtml } from "@inkwell/contract";

/** A frame as the sanitisers write it: its attributes quoted, nothing inside. */
const FRAME = /<iframe\b([^>]*)>\s*<\/iframe>/g;
const SRC = /\ssrc="([^"]*)"/;
/** Set on the document once the loader listens: the buttons show only then. */
const READY = "embeds";

export interface EmbedLabels {
  /** The button's words for `host` ("Load embed from gist.github.com"). */
  load: (host: string) => string;
  /** The interface's language, which the button speaks inside an article in another. */
  lang: string;
}

/** `html` (sanitised post HTML) with each embed frame replaced by its placeholder. */
export function embedPlaceholders(html: string, labels: EmbedLabels): string {
  if (!html.includes("<iframe")) return html;
  return html.replace(FRAME, (_frame, attributes: string) => {
    const src = SRC.exec(attributes)?.[1]?.replaceAll("&amp;", "&") ?? "";
    const target = embedTarget(src);
    // The sanitisers keep no other frame; one that got here anyway does not load either.
    if (!target) return "";
    const label = escapeHtml(labels.load(target.host));
    return (
      `<figure class="embed embed-${target.kind}" data-embed="${escapeHtml(src)}">` +
      `<a href="${escapeHtml(target.page)}" target="_blank" rel="${EXTERNAL_LINK_REL}">` +
      `${escapeHtml(target.page.replace(/^https:\/\/(www\.)?/, ""))}</a>` +
      `<button type="button" class="embed-load" lang="${escapeHtml(labels.lang)}">${label}</button>` +
      `</figure>`
    );
  });
}

/** The address a frame loads on click: a video starts playing, as the click asked it to. */
function frameAddress(frame: string, kind: "video" | "code"): string {
  if (kind !== "video") return frame;
  return `${frame}${frame.includes("?") ? "&" : "?"}autoplay=1`;
}

/** Swaps a placeholder's button for its frame. */
export function loadEmbed(box: HTMLElement): void {
  const target = embedTarget(box.dataset.embed ?? "");
  const button = box.querySelector("button.embed-load");
  if (!target || !button) return;
  const frame = document.createElement("iframe");
  frame.src = frameAddress(target.frame, target.kind);
  frame.title = box.querySelector("a")?.textContent ?? target.host;
  frame.className = `ql-video embed-frame-${target.kind}`;
  frame.allow = "autoplay; encrypted-media; fullscreen; picture-in-picture";
  frame.allowFullscreen = true;
  // The site sends no referrer; YouTube's player refuses to play without at least the site's origin.
  frame.referrerPolicy = "strict-origin-when-cross-origin";
  if (target.sandbox) frame.setAttribute("sandbox", target.sandbox);
  box.classList.add("embed-loaded");
  button.remove();
  box.prepend(frame);
  frame.focus();
}

function onClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest("button.embed-load") : null;
  const box = button?.closest<HTMLElement>("figure.embed[data-embed]");
  if (box) loadEmbed(box);
}

/** Listens for the buttons' clicks on the whole document (once), and shows the buttons. */
export function installEmbedLoader(): void {
  const root = document.documentElement;
  if (root.dataset[READY] !== undefined) return;
  document.addEventListener("click", onClick);
  root.dataset[READY] = "";
}
