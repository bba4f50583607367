// The site footer (spec §2.2): Home, Topics, About, Contact, the language switch and a copyright line.
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { LanguageSwitch } from "../../features/language";
import styles from "./Footer.module.css";
import { Logo } from "./Logo";

const LINKS = [
  { to: "/", label: "common.nav.home" },
  { to: "/topics", label: "common.nav.topics" },
  { to: "/about", label: "common.nav.about" },
  { to: "/contact", label: "common.nav.contact" },
] as const;

export function Footer() {
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.tagline}>
            <FormattedMessage id="common.footer.tagline" />
          </p>
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
          </ul>
        </nav>
        <LanguageSwitch />
        <p className={styles.copyright}>
          <FormattedMessage id="common.footer.copyright" values={{ year: new Date().getFullYear() }} />
        </p>
      </div>
    </footer>
  );
}
