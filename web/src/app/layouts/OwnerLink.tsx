// A link of the site's own navigation (its settings' header or footer links): a path of the site goes through
// the router, an http(s) address is an ordinary link that opens where the reader clicked it.
import type { NavigationItem } from "@inkwell/contract";
import type { ReactNode } from "react";
import { Link } from "react-router";

export const isExternal = (url: string) => /^https?:\/\//i.test(url);

export function OwnerLink({
  item,
  className,
  children,
}: {
  item: NavigationItem;
  className?: string;
  children?: ReactNode;
}) {
  const content = children ?? item.label;
  return isExternal(item.url) ? (
    <a href={item.url} rel="noopener" className={className}>
      {content}
    </a>
  ) : (
    <Link to={item.url} className={className}>
      {content}
    </Link>
  );
}
