// Settings: account summary (with resend verification), appearance (theme), security (change
// password), importing and exporting posts, the newsletter, blocked and muted users, data export and account deletion.
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { useTheme, type ThemePreference } from "../../lib/theme";
import { Badge } from "../../components/Badge";
import { Card } from "../../components/Card";
import { Icon, type IconName } from "../../components/Icon";
import { PageHeader } from "../../components/PageHeader";
import { cx } from "../../lib/cx";
import styles from "./Settings.module.css";
import { BlockedUsersSection } from "./BlockedUsersSection";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { DangerZone } from "./DangerZone";
import { ExportPostsSection } from "./ExportPostsSection";
import { ImportSection } from "./ImportSection";
import { MutedUsersSection } from "./MutedUsersSection";
import { NewsletterSection } from "./NewsletterSection";
import { ResendVerification } from "./ResendVerification";
import { YourDataSection } from "./YourDataSection";

const THEMES: { value: ThemePreference; label: string; icon: IconName }[] = [
  { value: "light", label: "Light", icon: "sun" },
  { value: "dark", label: "Dark", icon: "moon" },
  { value: "system", label: "System", icon: "monitor" },
];

export default function SettingsPage() {
  const user = useAppSelector(selectCurrentUser);
  const { preference, setPreference } = useTheme();
  if (!user) return null;

  return (
    <>
      <PageHeader title="Settings" description="Manage your account and how Inkwell looks for you." />
      <div className={styles.grid}>
        <Card as="section" aria-labelledby="account-heading">
          <h2 id="account-heading" className={styles.sectionTitle}>
            Account
          </h2>
          <p className={styles.sectionText}>The details you sign in with.</p>
          <dl className={styles.rows}>
            <div className={styles.row}>
              <dt>Name</dt>
              <dd>{user.name}</dd>
            </div>
            <div className={styles.row}>
              <dt>Username</dt>
              <dd>@{user.username}</dd>
            </div>
            <div className={styles.row}>
              <dt>Email</dt>
              <dd>
                {user.email}
                <Badge tone={user.emailVerified ? "success" : "warning"}>
                  {user.emailVerified ? "Verified" : "Not verified"}
                </Badge>
              </dd>
            </div>
            {!user.emailVerified && <ResendVerification />}
            <div className={styles.row}>
              <dt>Role</dt>
              <dd style={{ textTransform: "capitalize" }}>{user.role}</dd>
            </div>
          </dl>
        </Card>

        <Card as="section" aria-labelledby="appearance-heading">
          <h2 id="appearance-heading" className={styles.sectionTitle}>
            Appearance
          </h2>
          <p className={styles.sectionText}>Choose a theme, or follow your device&apos;s setting.</p>
          <fieldset className={styles.themes}>
            <legend className="visually-hidden">Theme</legend>
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
                {theme.label}
              </label>
            ))}
          </fieldset>
        </Card>

        <Card as="section" aria-labelledby="security-heading">
          <h2 id="security-heading" className={styles.sectionTitle}>
            Security
          </h2>
          <p className={styles.sectionText}>
            {user.hasPassword
              ? "Changing your password signs you out of other devices."
              : "You sign in with Google, so there is no password to change here."}
          </p>
          {user.hasPassword && <ChangePasswordForm userId={user.id} />}
        </Card>

        <ImportSection />
        <ExportPostsSection />
        <NewsletterSection />
        <BlockedUsersSection />
        <MutedUsersSection />
        <YourDataSection />
        <DangerZone userId={user.id} hasPassword={user.hasPassword} />
      </div>
    </>
  );
}
