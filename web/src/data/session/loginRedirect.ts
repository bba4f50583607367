// The login page's `continue` parameter, both ways: the address that sends someone to sign in and brings them
// back (`loginPathFor`), and where the login and register pages may send them afterwards (`safeContinue`): a
// same-site path, never elsewhere.

/** The login page, returning to `pathAndSearch` (this page) once signed in. */
export function loginPathFor(pathAndSearch: string): string {
  return `/login?continue=${encodeURIComponent(pathAndSearch)}`;
}

/**
 * The `continue` value as a path on this site, or `/` when it would lead anywhere else.
 *
 * Checking the raw text is not enough: the URL parser drops tabs and newlines and reads `\` as `/`,
 * so `/\t/host` or `/\host` are really `//host`, another site (and the router refuses to navigate
 * there, which used to crash the page). The value is therefore resolved exactly as the browser would
 * and kept only if it stays on this origin.
 */
export function safeContinue(value: string | null | undefined, origin = window.location.origin): string {
  if (!value?.startsWith("/")) return "/";
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return "/";
  }
  // `/..//host` resolves on this origin to the path `//host`, which a link would still read as a host.
  if (url.origin !== origin || url.pathname.startsWith("//")) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}
