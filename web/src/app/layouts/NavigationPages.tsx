// The site's pages an administrator put in the navigation, as links: in the header from 1024 px (narrower, the
// header has no room left for them), in the phone menu, and in the footer at every width. The server renders
// them with every page (entry-server.tsx loads the list).
import { CONTACT_PAGE_SLUG } from "@inkwell/contract";
import { NavLink } from "react-router";
import { Icon } from "../../components/Icon";
import { useGetPagesQuery } from "../../data/api/pagesApi";
import { cx } from "../../lib/cx";
import styles from "./NavigationPages.module.css";

const FOOTER_PAGES = ["about", CONTACT_PAGE_SLUG];

interface NavigationPagesProps {
  place: "header" | "menu" | "footer";
  linkClassName?: string | undefined;
  activeClassName?: string | undefined;
}

export function NavigationPages({ place, linkClassName, activeClassName }: NavigationPagesProps) {
  const { data: pages } = useGetPagesQuery();
  const links = pages
    // The footer links About and Contact already.
    ?.filter((page) => page.showInNavigation && !(place === "footer" && FOOTER_PAGES.includes(page.slug)))
    .map((page) => {
      const link = (
        <NavLink
          key={page.id}
          to={`/${page.slug}`}
          className={({ isActive }) => cx(linkClassName, isActive && activeClassName)}
        >
          {place === "menu" && <Icon name="file" size={18} />}
          <span className={place === "footer" ? undefined : styles.label}>{page.title}</span>
        </NavLink>
      );
      return place === "footer" ? <li key={page.id}>{link}</li> : link;
    });
  if (!links?.length) return null;
  return place === "header" ? <span className={styles.header}>{links}</span> : links;
}
