// The site header (spec §2.2): the site's brand, Home, Topics, the owner's links and the site's pages put in the
// navigation, search, and either Sign In / Sign Up (no Sign Up while the site joins by invitation only) or the
// notification bell and user menu. Below 768px the links move into a toggled menu.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, NavLink, useLocation } from "react-router";
import { ButtonLink } from "../../components/ButtonLink";
import { Icon } from "../../components/Icon";
import { cx } from "../../lib/cx";
import { useOverflowHint } from "../../lib/useOverflowHint";
import { selectAuthStatus, selectCurrentUser } from "../../data/session/authSlice";
import { loginPathFor } from "../../data/session/loginRedirect";
import { useSite } from "../../data/site/useSite";
import { useAppSelector } from "../../data/store";
import { VerifyEmailBanner } from "../../features/auth";
import styles from "./Header.module.css";
import { Logo } from "./Logo";
import { isExternal, OwnerLink } from "./OwnerLink";
import { NavigationPages } from "./NavigationPages";
import { SearchForm } from "./SearchForm";
import { ThemeToggle } from "./ThemeToggle";

// Only for signed-in readers: loaded once someone is signed in, never by anonymous readers.
const SignedInActions = lazy(() => import("./SignedInActions"));
const MobileMessagesLink = lazy(() =>
  import("./SignedInActions").then((m) => ({ default: m.MobileMessagesLink })),
);
const MenuUnreadDot = lazy(() => import("./SignedInActions").then((m) => ({ default: m.MenuUnreadDot })));

export const DESKTOP_QUERY = "(min-width: 768px)";

const NAV = [
  { to: "/", label: "common.nav.home", icon: "home", end: true },
  { to: "/topics", label: "common.nav.topics", icon: "hash", end: false },
] as const;

export function Header() {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const status = useAppSelector(selectAuthStatus);
  const { navigation, registration } = useSite();
  const inviteOnly = registration === "invite";
  const { pathname, search } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname + search);
  const navRef = useRef<HTMLElement>(null);
  useOverflowHint(navRef);

  // Navigating anywhere closes the mobile menu.
  if (menuPath !== pathname + search) {
    setMenuPath(pathname + search);
    setMenuOpen(false);
  }

  // The mobile menu closes itself once the viewport reaches 768px.
  useEffect(() => {
    const mq = window.matchMedia(DESKTOP_QUERY);
    const handleChange = (e: MediaQueryListEvent) => {
      if (e.matches) setMenuOpen(false);
    };
    mq.addEventListener("change", handleChange);
    return () => mq.removeEventListener("change", handleChange);
  }, []);

  const loginTarget = pathname === "/" || pathname === "/login" ? "/login" : loginPathFor(pathname + search);

  return (
    <>
      <header className={styles.header}>
        <div className={styles.inner}>
          <Logo />
          <nav ref={navRef} className={styles.nav} aria-label={intl.formatMessage({ id: "common.nav.main" })}>
            {NAV.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.end}
                className={({ isActive }) => cx(styles.navLink, isActive && styles.navLinkActive)}
              >
                <FormattedMessage id={item.label} />
              </NavLink>
            ))}
            {navigation.map((item) => (
              <OwnerLink key={`${item.url} ${item.label}`} item={item} className={styles.navLink} />
            ))}
            <NavigationPages
              place="header"
              linkClassName={styles.navLink}
              activeClassName={styles.navLinkActive}
            />
          </nav>
          <div className={styles.search}>
            <SearchForm />
          </div>
          <div className={styles.actions}>
            <ThemeToggle />
            {user ? (
              <Suspense fallback={<span className={styles.actionsPending} aria-busy="true" />}>
                <SignedInActions />
              </Suspense>
            ) : status === "anonymous" || status === "signedOut" ? (
              <>
                <ButtonLink to={loginTarget} variant="ghost" size="sm" className={styles.desktopOnly}>
                  <FormattedMessage id="common.header.signIn" />
                </ButtonLink>
                {!inviteOnly && (
                  <ButtonLink to="/register" size="sm" className={styles.desktopOnly}>
                    <FormattedMessage id="common.header.signUp" />
                  </ButtonLink>
                )}
              </>
            ) : null}
            <button
              type="button"
              className={styles.menuToggle}
              aria-label={intl.formatMessage({
                id: menuOpen ? "common.header.closeMenu" : "common.header.openMenu",
              })}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen((v) => !v)}
            >
              <Icon name={menuOpen ? "close" : "menu"} size={20} />
              {user && !menuOpen && (
                <Suspense fallback={null}>
                  <MenuUnreadDot />
                </Suspense>
              )}
            </button>
          </div>
        </div>
        {menuOpen && (
          <div id="mobile-menu" className={styles.mobileMenu}>
            <SearchForm id="mobile-search" onSearched={() => setMenuOpen(false)} />
            <nav aria-label={intl.formatMessage({ id: "common.nav.mobile" })}>
              {NAV.map((item) => (
                <Link key={item.to} to={item.to} className={styles.mobileLink}>
                  <Icon name={item.icon} size={18} />
                  <FormattedMessage id={item.label} />
                </Link>
              ))}
              {navigation.map((item) => (
                <OwnerLink key={`${item.url} ${item.label}`} item={item} className={styles.mobileLink}>
                  <Icon name={isExternal(item.url) ? "external" : "file"} size={18} />
                  {item.label}
                </OwnerLink>
              ))}
              <NavigationPages place="menu" linkClassName={styles.mobileLink} />
              {user && (
                <Link to="/write" className={styles.mobileLink}>
                  <Icon name="pen" size={18} />
                  <FormattedMessage id="common.header.writePost" />
                </Link>
              )}
              {user && (
                <Suspense fallback={null}>
                  <MobileMessagesLink className={styles.mobileLink} />
                </Suspense>
              )}
            </nav>
            {!user && (
              <div className={styles.mobileAuth}>
                <ButtonLink to={loginTarget} variant="secondary" fullWidth>
                  <FormattedMessage id="common.header.signIn" />
                </ButtonLink>
                {!inviteOnly && (
                  <ButtonLink to="/register" fullWidth>
                    <FormattedMessage id="common.header.signUp" />
                  </ButtonLink>
                )}
              </div>
            )}
          </div>
        )}
      </header>
      {/* Only for members whose address is not verified yet (loaded for them alone). */}
      {user && !user.emailVerified && <VerifyEmailBanner />}
    </>
  );
}
