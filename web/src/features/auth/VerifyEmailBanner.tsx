// The banner a member sees until their address is verified (first right after signing up): why it matters,
// a "Resend verification email" button, and a dismiss button remembered on this device for that account.
import { useState } from "react";
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
    <div className={styles.banner} role="region" aria-label="Verify your email address">
      <div className={styles.bannerInner}>
        <Icon name="mail" size={18} />
        <div className={styles.bannerText}>
          <p>
            <strong>Please verify your email address.</strong> We sent a link to {user.email}; until you open
            it you cannot publish, comment or send messages.
          </p>
          <ResendVerificationButton />
        </div>
        <button type="button" className={styles.dismiss} aria-label="Dismiss" onClick={dismiss}>
          <Icon name="close" size={16} />
        </button>
      </div>
    </div>
  );
}
