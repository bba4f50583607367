// Settings: account summary (with resend verification), appearance (theme), security (change
// password), email notifications, importing and exporting posts, the newsletter, blocked and muted users, one's
// own comments, data export and account deletion.
import { FormattedMessage, useIntl } from "react-intl";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useSite } from "../../data/site/useSite";
import { useAppSelector } from "../../data/store";
import { useTheme, type ThemePreference } from "../../lib/theme";
import { Badge } from "../../components/Badge";
import { Card } from "../../components/Card";
import { Icon, type IconName } from "../../components/Icon";
import { PageHeader } from "../../components/PageHeader";
import { cx } from "../../lib/cx";
import type { MessageId } from "../../i18n";
import styles from "./Settings.module.css";
import { BlockedUsersSection } from "./BlockedUsersSection";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { DangerZone } from "./DangerZone";
import { EmailNotificationsSection } from "./EmailNotificationsSection";
import { ExportPostsSection } from "./ExportPostsSection";
import { ImportSection } from "./ImportSection";
import { MutedUsersSection } from "./MutedUsersSection";
import { NewsletterSection } from "./NewsletterSection";
import { ResendVerification } from "./ResendVerification";
import { YourCommentsSection } from "./YourCommentsSection";
import { YourDataSection } from "./YourDataSection";

const THEMES: { value: ThemePreference; label: MessageId; icon: IconName }[] = [
  { value: "light", label: "account.settings.appearance.light", icon: "sun" },
  { value: "dark", label: "account.settings.appearance.dark", icon: "moon" },
  { value: "system", label: "account.settings.appearance.system", icon: "monitor" },
];

export default function SettingsPage() {
  const intl = useIntl();
  const site = useSite().title;
  const user = useAppSelector(selectCurrentUser);
  const { preference, setPreference } = useTheme();
  if (!user) return null;

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: "account.settings.title" })}
        description={intl.formatMessage({ id: "account.settings.description" }, { site })}
      />
      <div className={styles.grid}>
        <Card as="section" aria-labelledby="account-heading">
          <h2 id="account-heading" className={styles.sectionTitle}>
            <FormattedMessage id="account.settings.account.title" />
          </h2>
          <p className={styles.sectionText}>
            <FormattedMessage id="account.settings.account.text" />
          </p>
          <dl className={styles.rows}>
            <div className={styles.row}>
              <dt>
                <FormattedMessage id="account.fields.name" />
              </dt>
              <dd>{user.name}</dd>
            </div>
            <div className={styles.row}>
              <dt>
                <FormattedMessage id="account.fields.username" />
              </dt>
              <dd>
                <FormattedMessage id="account.handle" values={{ username: user.username }} />
              </dd>
            </div>
            <div className={styles.row}>
              <dt>
                <FormattedMessage id="account.fields.email" />
              </dt>
              <dd>
                {user.email}
                <Badge tone={user.emailVerified ? "success" : "warning"}>
                  <FormattedMessage
                    id={
                      user.emailVerified
                        ? "account.settings.account.verified"
                        : "account.settings.account.notVerified"
                    }
                  />
                </Badge>
              </dd>
            </div>
            {!user.emailVerified && <ResendVerification />}
            <div className={styles.row}>
              <dt>
                <FormattedMessage id="account.settings.account.role" />
              </dt>
              <dd>
                <FormattedMessage id="account.settings.account.roleName" values={{ role: user.role }} />
              </dd>
            </div>
          </dl>
        </Card>

        <Card as="section" aria-labelledby="appearance-heading">
          <h2 id="appearance-heading" className={styles.sectionTitle}>
            <FormattedMessage id="account.settings.appearance.title" />
          </h2>
          <p className={styles.sectionText}>
            <FormattedMessage id="account.settings.appearance.text" />
          </p>
          <fieldset className={styles.themes}>
            <legend className="visually-hidden">
              <FormattedMessage id="account.settings.appearance.legend" />
            </legend>
            {THEMES.map((theme) => (
              <label
                key={theme.value}
                className={cx(styles.theme, preference === theme.value && styles.themeActive)}
              >
                <input
                  type="radio"
                  name="theme"
                  value={theme.value}
                  checked={preference === theme.value}
                  onChange={() => setPreference(theme.value)}
                />
                <Icon name={theme.icon} size={22} />
                <FormattedMessage id={theme.label} />
              </label>
            ))}
          </fieldset>
        </Card>

        <Card as="section" aria-labelledby="security-heading">
          <h2 id="security-heading" className={styles.sectionTitle}>
            <FormattedMessage id="account.settings.security.title" />
          </h2>
          <p className={styles.sectionText}>
            <FormattedMessage
              id={
                user.hasPassword
                  ? "account.settings.security.withPassword"
                  : "account.settings.security.google"
              }
            />
          </p>
          {user.hasPassword && <ChangePasswordForm userId={user.id} />}
        </Card>

        <EmailNotificationsSection />
        <ImportSection />
        <ExportPostsSection />
        <NewsletterSection />
        <BlockedUsersSection />
        <MutedUsersSection />
        <YourCommentsSection />
        <YourDataSection />
        <DangerZone userId={user.id} hasPassword={user.hasPassword} />
      </div>
    </>
  );
}
