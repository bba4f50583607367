// Post HTML is sanitised by the server; the reader page still runs it through DOMPurify, allowing only
// video iframes from YouTube and Vimeo, opening links off the site safely in a new tab and the site's own in
// place.
import DOMPurify from "dompurify";
import { markLink } from "./links";

const VIDEO_EMBED =
  /^https:\/\/(www\.youtube(-nocookie)?\.com\/embed\/[\w-]{6,20}|player\.vimeo\.com\/video\/\d{3,12})([?#][\w=&.-]*)?$/;

let hooked = false;

function installHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook("uponSanitizeElement", (node, data) => {
    if (data.tagName === "iframe") {
      const src = (node as Element).getAttribute("src") ?? "";
      if (!VIDEO_EMBED.test(src)) node.parentNode?.removeChild(node);
    }
  });
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A") markLink(node);
  });
}

export function sanitizePostHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, {
    ADD_TAGS: ["iframe"],
    ADD_ATTR: ["allowfullscreen", "frameborder", "target", "data-list"],
    FORBID_TAGS: ["style", "script", "form", "input", "object", "embed"],
  });
}
