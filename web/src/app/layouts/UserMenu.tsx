// The signed-in user's menu: name, email and role, links to their places (the admin console for moderators
// and administrators), and Logout.
import { isStaffRole } from "@inkwell/contract";
import { useCallback, useRef, useState } from "react";
import { Link } from "react-router";
import { Avatar } from "../../components/Avatar";
import { Badge } from "../../components/Badge";
import { Icon, type IconName } from "../../components/Icon";
import { cx } from "../../lib/cx";
import { useDismiss } from "../../lib/useDismiss";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useSession } from "../../data/session/useSession";
import { useAppSelector } from "../../data/store";
import styles from "./UserMenu.module.css";

export function UserMenu() {
  const user = useAppSelector(selectCurrentUser);
  const { signOut } = useSession();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  if (!user) return null;

  const links: { to: string; label: string; icon: IconName }[] = [
    { to: `/profile/${user.username}`, label: "Profile", icon: "user" },
    { to: "/my-posts", label: "My Posts", icon: "file" },
    { to: "/write", label: "Write Post", icon: "pen" },
    { to: "/bookmarks", label: "Bookmarks", icon: "bookmark" },
    { to: "/messages", label: "Messages", icon: "message" },
    { to: "/settings", label: "Settings", icon: "settings" },
    ...(isStaffRole(user.role) ? [{ to: "/admin", label: "Admin console", icon: "shield" as const }] : []),
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
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <Avatar name={user.name} src={user.avatar} size={32} />
        <Icon name="chevronDown" size={14} />
      </button>
      {open && (
        <div className={styles.menu} role="menu" aria-label="Account">
          <div className={styles.identity}>
            <Avatar name={user.name} src={user.avatar} size={42} />
            <div className={styles.identityText}>
              <span className={styles.name}>{user.name}</span>
              <span className={styles.email}>{user.email}</span>
              <Badge tone="accent" className={styles.role}>
                {user.role}
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
              {link.label}
            </Link>
          ))}
          <div className={styles.divider} />
          <button
            type="button"
            role="menuitem"
            className={cx(styles.item, styles.logout)}
            onClick={handleLogout}
            disabled={signingOut}
          >
            <Icon name="logout" size={18} />
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
