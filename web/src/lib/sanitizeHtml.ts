// Post HTML is sanitised by the server; the reader page still runs it through DOMPurify, allowing only
// the embeds' iframes (YouTube, Vimeo, CodePen, gists), opening links off the site safely in a new tab and
// the site's own in place, keeping the body's ids and same-page links under the user-content prefix as the
// server does, and the highlight.js classes inside code blocks only.
import { EMBED_FRAME_SRC, userContentHref, userContentId } from "@inkwell/contract";
import DOMPurify from "dompurify";
import { markLink } from "./links";

let hooked = false;

function installHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook("uponSanitizeElement", (node, data) => {
    if (data.tagName === "iframe") {
      const src = (node as Element).getAttribute("src") ?? "";
      if (!EMBED_FRAME_SRC.test(src)) node.parentNode?.removeChild(node);
    }
  });
  // Prefixed before DOMPurify judges them, so a body's `id="location"` is kept as the server stores it.
  DOMPurify.addHook("uponSanitizeAttribute", (node, data) => {
    if (data.attrName === "id" && data.attrValue) data.attrValue = userContentId(data.attrValue);
    if (data.attrName === "name") data.keepAttr = false;
    // highlight.js classes belong to the server's highlighting of code blocks, nowhere else.
    if (data.attrName === "class" && data.attrValue.includes("hljs-") && !node.parentElement?.closest("code"))
      data.keepAttr = false;
  });
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A") {
      const href = node.getAttribute("href");
      if (href) node.setAttribute("href", userContentHref(href));
      markLink(node);
    }
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
