// The header's actions for a signed-in reader: write, messages, notifications and the account menu; and the
// mobile menu's Messages link (in this chunk too, so anonymous readers load neither).
import { FormattedMessage, useIntl } from "react-intl";
import { ButtonLink } from "../../components/ButtonLink";
import { Icon } from "../../components/Icon";
import { MessagesLink, MessagesMenu, UnreadMessagesDot } from "../../features/messages";
import { NotificationBell } from "../../features/notifications";
import styles from "./Header.module.css";
import { UserMenu } from "./UserMenu";

export default function SignedInActions() {
  const intl = useIntl();
  return (
    <>
      <ButtonLink
        to="/write"
        variant="ghost"
        size="sm"
        className={styles.desktopOnly}
        aria-label={intl.formatMessage({ id: "common.header.write" })}
      >
        <Icon name="pen" size={16} />
        <span className={styles.writeLabel}>
          <FormattedMessage id="common.header.write" />
        </span>
      </ButtonLink>
      <MessagesMenu />
      <NotificationBell />
      <UserMenu />
    </>
  );
}

export const MobileMessagesLink = MessagesLink;
export const MenuUnreadDot = UnreadMessagesDot;
