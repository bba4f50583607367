// A link in a post or page, as the server stores it: off the site it opens in a new tab with the rel the server
// gives such links; the site's own (relative, or on this host) open in place and carry neither.
import { EXTERNAL_LINK_REL, isSiteLink } from "@inkwell/contract";

export function markLink(anchor: Element): void {
  const href = anchor.getAttribute("href");
  if (href !== null && !isSiteLink(href, window.location.href)) {
    anchor.setAttribute("target", "_blank");
    anchor.setAttribute("rel", EXTERNAL_LINK_REL);
  } else {
    anchor.removeAttribute("target");
    anchor.removeAttribute("rel");
  }
}
