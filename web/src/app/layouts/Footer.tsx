// The site footer (spec §2.2): the site's brand and description, Home, Topics, About, Contact, the owner's
// links and the site's pages in the navigation, the language switch, a copyright line in the site's name and,
// if the owner keeps it, "Powered by".
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useSite } from "../../data/site/useSite";
import { LanguageSwitch } from "../../features/language";
import styles from "./Footer.module.css";
import { Logo } from "./Logo";
import { OwnerLink } from "./OwnerLink";
import { NavigationPages } from "./NavigationPages";

const LINKS = [
  { to: "/", label: "common.nav.home" },
  { to: "/topics", label: "common.nav.topics" },
  { to: "/about", label: "common.nav.about" },
  { to: "/contact", label: "common.nav.contact" },
] as const;

export function Footer() {
  const intl = useIntl();
  const { title, description, footerNavigation, poweredBy } = useSite();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.tagline}>{description || <FormattedMessage id="common.footer.tagline" />}</p>
        </div>
        <nav aria-label={intl.formatMessage({ id: "common.nav.footer" })}>
          <ul className={styles.links}>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>
                  <FormattedMessage id={link.label} />
                </Link>
              </li>
            ))}
            {footerNavigation.map((item) => (
              <li key={`${item.url} ${item.label}`}>
                <OwnerLink item={item} />
              </li>
            ))}
            <NavigationPages place="footer" />
          </ul>
        </nav>
        <LanguageSwitch />
        <div className={styles.bottom}>
          <p>
            <FormattedMessage
              id="common.footer.copyright"
              values={{ year: new Date().getFullYear(), site: title }}
            />
          </p>
          {poweredBy && (
            <p>
              <FormattedMessage id="common.footer.poweredBy" />
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
