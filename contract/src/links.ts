// Links in posts and pages: one that leads off the site opens in a new tab, with the site kept out of its
// referrer and its ranking (rel); the site's own links open where they are, as its menus do.

/** The WHATWG URL of both Node and browsers (the contract is compiled without either's types). */
declare const URL: new (url: string, base?: string) => { protocol: string; host: string };

/** The rel of a link that leads off the site. */
export const EXTERNAL_LINK_REL = "noopener noreferrer nofollow";

/**
 * Whether `href` stays on the site at `siteUrl` (its address, or any address on it): a relative link, or an
 * http(s) address on the same host. Read as a browser reads it, so `//host`, `/\host` and the like lead off.
 */
export function isSiteLink(href: string, siteUrl: string): boolean {
  let url;
  try {
    url = new URL(href, siteUrl);
  } catch {
    return false;
  }
  return (url.protocol === "http:" || url.protocol === "https:") && url.host === new URL(siteUrl).host;
}

/**
 * What every id a post body carries starts with, so that no id or same-page link of a body can reach the
 * page's own elements or clobber a DOM property (`id="location"`): the prefix GitHub gives rendered READMEs.
 */
export const USER_CONTENT_PREFIX = "user-content-";

/** `id` with the user-content prefix, once: an id already prefixed is kept as it is. */
export function userContentId(id: string): string {
  return id.startsWith(USER_CONTENT_PREFIX) ? id : `${USER_CONTENT_PREFIX}${id}`;
}

/** A same-page link (`#x`) pointed at the body's prefixed ids; any other link as it is. */
export function userContentHref(href: string): string {
  return href.length > 1 && href.startsWith("#") ? `#${userContentId(href.slice(1))}` : href;
}
