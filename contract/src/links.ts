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
