// The banner a member sees until their address is verified (first right after signing up): why it matters,
// a "Resend verification email" button, and a dismiss button remembered on this device for that account.
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { Icon } from "../../components/Icon";
import { ResendVerificationButton } from "./VerifyEmailNotice";
import styles from "./VerifyEmail.module.css";

const DISMISSED_KEY = "inkwell:verify-banner-dismissed";

function dismissedFor(userId: number): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === String(userId);
  } catch {
    return false;
  }
}

export default function VerifyEmailBanner() {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const [dismissed, setDismissed] = useState(() => (user ? dismissedFor(user.id) : true));
  if (!user || user.emailVerified || dismissed) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, String(user.id));
    } catch {
      // Private mode: dismissed for this page only.
    }
    setDismissed(true);
  };

  return (
    <div
      className={styles.banner}
      role="region"
      aria-label={intl.formatMessage({ id: "account.verifyBanner.label" })}
    >
      <div className={styles.bannerInner}>
        <Icon name="mail" size={18} />
        <div className={styles.bannerText}>
          <p>
            <FormattedMessage
              id="account.verifyBanner.text"
              values={{ email: user.email, strong: (chunks) => <strong>{chunks}</strong> }}
            />
          </p>
          <ResendVerificationButton />
        </div>
        <button
          type="button"
          className={styles.dismiss}
          aria-label={intl.formatMessage({ id: "account.verifyBanner.dismiss" })}
          onClick={dismiss}
        >
          <Icon name="close" size={16} />
        </button>
      </div>
    </div>
  );
}
