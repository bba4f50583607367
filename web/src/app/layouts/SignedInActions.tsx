// The header's actions for a signed-in reader: write, notifications and the account menu.
import { ButtonLink } from "../../components/ButtonLink";
import { Icon } from "../../components/Icon";
import { NotificationBell } from "../../features/notifications/NotificationBell";
import styles from "./Header.module.css";
import { UserMenu } from "./UserMenu";

export default function SignedInActions() {
  return (
    <>
      <ButtonLink to="/write" variant="ghost" size="sm" className={styles.desktopOnly}>
        <Icon name="pen" size={16} />
        <span className={styles.writeLabel}>Write</span>
      </ButtonLink>
      <NotificationBell />
      <UserMenu />
    </>
  );
}
