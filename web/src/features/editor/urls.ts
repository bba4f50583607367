// URL rules for the editor (spec §5): links, images and embeds.
import { toEmbedSrc } from "@inkwell/contract";

/** Quill's replacement for an unsafe link: a blank link. */
export const BLANK_URL = "about:blank";

const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
const ALLOWED_SCHEMES = ["http", "https", "data", "mailto"];
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif);base64,/i;

function schemeOf(url: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return match?.[1]?.toLowerCase() ?? null;
}

/**
 * Links: email-like text becomes `mailto:`; only http, https, data (images) and mailto pass; a bare
 * host such as `example.com/page` gets `https://`; site paths (`/…`, `#…`) stay; anything else is blank.
 */
export function sanitizeLinkUrl(input: string): string {
  const url = String(input ?? "").trim();
  if (!url) return BLANK_URL;
  if (EMAIL.test(url)) return `mailto:${url}`;
  const scheme = schemeOf(url);
  if (scheme) {
    if (!ALLOWED_SCHEMES.includes(scheme)) return BLANK_URL;
    if (scheme === "data" && !DATA_IMAGE.test(url)) return BLANK_URL;
    return url;
  }
  if (url.startsWith("//")) return BLANK_URL;
  if (url.startsWith("/") || url.startsWith("#") || url.startsWith("?")) return url;
  if (/^[\w-]+(\.[\w-]+)+(:\d+)?([/?#].*)?$/.test(url)) return `https://${url}`;
  return BLANK_URL;
}

/**
 * Embeds: a YouTube, Vimeo, CodePen or GitHub gist page link (or an embed address) becomes the address the
 * body stores (@inkwell/contract's embeds); anything else is blank.
 */
export function sanitizeEmbedUrl(input: string): string {
  return toEmbedSrc(input) ?? BLANK_URL;
}

/**
 * Embedded images: jpg, jpeg, gif or png over http(s), base64 data images, or the server's own
 * uploads (`/uploads/…`, which it stores as WebP).
 */
export function isAllowedImageUrl(input: string): boolean {
  const url = String(input ?? "").trim();
  if (DATA_IMAGE.test(url)) return true;
  if (/^\/uploads\/[\w/-]+\.(webp|png|jpe?g|gif)$/i.test(url)) return true;
  try {
    const parsed = new URL(url, "http://localhost");
    if (!/^https?:$/.test(parsed.protocol)) return false;
    if (!/^https?:\/\//i.test(url) && !url.startsWith("/")) return false;
    if (url.startsWith("/")) return parsed.pathname.startsWith("/uploads/");
    return /\.(jpe?g|gif|png)$/i.test(parsed.pathname);
  } catch {
    return false;
  }
}
