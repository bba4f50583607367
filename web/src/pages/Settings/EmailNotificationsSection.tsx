// Settings → Email notifications: one switch per kind of notification mail (comments on one's posts,
// replies, new followers, mentions, unread direct messages), each saved as it is flipped.
import { EMAIL_NOTIFICATION_KINDS } from "@inkwell/contract";
import type { EmailNotificationKind } from "@inkwell/contract";
import { FormattedMessage, useIntl } from "react-intl";
import { Alert } from "../../components/Alert";
import { Card } from "../../components/Card";
import { Spinner } from "../../components/Spinner";
import { useGetMemberPreferencesQuery, useSetPreferencesMutation } from "../../data/api/profilesApi";
import { asApiError } from "../../lib/apiError";
import type { MessageId } from "../../i18n";
import styles from "./Settings.module.css";

const LABELS: Record<EmailNotificationKind, MessageId> = {
  comments: "account.settings.emailNotifications.comments",
  replies: "account.settings.emailNotifications.replies",
  followers: "account.settings.emailNotifications.followers",
  mentions: "account.settings.emailNotifications.mentions",
  messages: "account.settings.emailNotifications.messages",
};

export function EmailNotificationsSection() {
  const intl = useIntl();
  const { data, isLoading, isError } = useGetMemberPreferencesQuery();
  const [save, { isLoading: saving, error }] = useSetPreferencesMutation();

  return (
    <Card as="section" aria-labelledby="email-notifications-heading">
      <h2 id="email-notifications-heading" className={styles.sectionTitle}>
        <FormattedMessage id="account.settings.emailNotifications.title" />
      </h2>
      <p className={styles.sectionText}>
        <FormattedMessage id="account.settings.emailNotifications.text" />
      </p>
      {isError && (
        <Alert>
          <FormattedMessage id="account.settings.emailNotifications.loadFailed" />
        </Alert>
      )}
      {error && (
        <Alert>
          {asApiError(error)?.message ??
            intl.formatMessage({ id: "account.settings.emailNotifications.saveFailed" })}
        </Alert>
      )}
      {isLoading || !data ? (
        !isError && (
          <Spinner label={intl.formatMessage({ id: "account.settings.emailNotifications.loading" })} />
        )
      ) : (
        <fieldset className={styles.switches}>
          <legend className="visually-hidden">
            <FormattedMessage id="account.settings.emailNotifications.title" />
          </legend>
          {EMAIL_NOTIFICATION_KINDS.map((kind) => (
            <label key={kind} className={styles.switchRow}>
              <input
                type="checkbox"
                role="switch"
                checked={data.emailNotifications[kind]}
                disabled={saving}
                onChange={(e) => void save({ emailNotifications: { [kind]: e.target.checked } })}
              />
              <span>
                <FormattedMessage id={LABELS[kind]} />
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </Card>
  );
}
