// The signed-in user's menu: name, email and role, links to their places (the admin console for moderators
// and administrators), and Logout.
import { isStaffRole } from "@inkwell/contract";
import { useCallback, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "../../i18n";
import { Link } from "react-router";
import { Avatar } from "../../components/Avatar";
import { Badge } from "../../components/Badge";
import { Icon, type IconName } from "../../components/Icon";
import { LanguageSwitch } from "../../features/language";
import { cx } from "../../lib/cx";
import { useDismiss } from "../../lib/useDismiss";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useSession } from "../../data/session/useSession";
import { useAppSelector } from "../../data/store";
import styles from "./UserMenu.module.css";

export function UserMenu() {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const { signOut } = useSession();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  if (!user) return null;

  const links: { to: string; label: MessageId; icon: IconName }[] = [
    { to: `/profile/${user.username}`, label: "common.userMenu.profile", icon: "user" },
    { to: "/my-posts", label: "common.userMenu.myPosts", icon: "file" },
    { to: "/write", label: "common.userMenu.writePost", icon: "pen" },
    { to: "/bookmarks", label: "common.userMenu.bookmarks", icon: "bookmark" },
    { to: "/messages", label: "common.userMenu.messages", icon: "message" },
    { to: "/settings", label: "common.userMenu.settings", icon: "settings" },
    ...(isStaffRole(user.role)
      ? [{ to: "/admin", label: "common.userMenu.admin" as const, icon: "shield" as const }]
      : []),
  ];

  const handleLogout = async () => {
    setSigningOut(true);
    setOpen(false);
    await signOut();
    setSigningOut(false);
  };

  return (
    <div className={styles.wrapper} ref={ref}>
      <button
        type="button"
        className={cx(styles.trigger, open && styles.triggerOpen)}
        aria-label={intl.formatMessage({ id: "common.userMenu.trigger" })}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <Avatar name={user.name} src={user.avatar} size={32} />
        <Icon name="chevronDown" size={14} />
      </button>
      {open && (
        <div
          className={styles.menu}
          role="menu"
          aria-label={intl.formatMessage({ id: "common.userMenu.label" })}
        >
          <div className={styles.identity}>
            <Avatar name={user.name} src={user.avatar} size={42} />
            <div className={styles.identityText}>
              <span className={styles.name}>{user.name}</span>
              <span className={styles.email}>{user.email}</span>
              <Badge tone="accent" className={styles.role}>
                <FormattedMessage id="common.role" values={{ role: user.role }} />
              </Badge>
            </div>
          </div>
          {links.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              role="menuitem"
              className={styles.item}
              onClick={() => setOpen(false)}
            >
              <Icon name={link.icon} size={18} />
              <FormattedMessage id={link.label} />
            </Link>
          ))}
          <div className={styles.divider} />
          <LanguageSwitch className={styles.language} inMenu />
          <div className={styles.divider} />
          <button
            type="button"
            role="menuitem"
            className={cx(styles.item, styles.logout)}
            onClick={handleLogout}
            disabled={signingOut}
          >
            <Icon name="logout" size={18} />
            <FormattedMessage id="common.userMenu.logout" />
          </button>
        </div>
      )}
    </div>
  );
}
