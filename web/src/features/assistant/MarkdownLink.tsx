// A link in an assistant's answer or its sources: only this site's pages (`/path`, navigated with
// react-router) are links; any other target (other sites, `//host`, mailto:, javascript:, relative paths…) is
// shown as its text.
import type { ReactNode } from "react";
import { Link } from "react-router";
import styles from "./Assistant.module.css";

/**
 * A path on this site: "/" not followed by "/" or "\\" (browsers read both as another host), with no
 * space, backslash or control character anywhere (browsers drop tabs and newlines inside URLs).
 */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(href);
}

export function MarkdownLink({ href, children }: { href: string; children: ReactNode }) {
  if (!isSitePath(href)) return <>{children}</>;
  return (
    <Link to={href} className={styles.mdLink}>
      {children}
    </Link>
  );
}
