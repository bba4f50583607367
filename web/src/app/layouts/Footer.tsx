// The site footer (spec §2.2): Home, Topics, About, Contact and a copyright line.
import { Link } from "react-router";
import styles from "./Footer.module.css";
import { Logo } from "./Logo";

const LINKS = [
  { to: "/", label: "Home" },
  { to: "/topics", label: "Topics" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.tagline}>A quiet place to read, write and share ideas.</p>
        </div>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>© {new Date().getFullYear()} Inkwell. All rights reserved.</p>
      </div>
    </footer>
  );
}
