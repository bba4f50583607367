// What an unverified member sees where the server would refuse them (commenting, messaging, publishing):
// the reason in words and a "Resend verification email" button, never a silent failure.
import { useCallback } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { asApiError } from "../../lib/apiError";
import { useResendVerificationMutation } from "../../data/api/authApi";
import { selectCurrentUser, updateCurrentUser } from "../../data/session/authSlice";
import { useAppDispatch, useAppSelector } from "../../data/store";
import { Button } from "../../components/Button";
import { cx } from "../../lib/cx";
import styles from "./VerifyEmail.module.css";

/** The server's code for an act that needs a verified address. */
export const EMAIL_NOT_VERIFIED = "EMAIL_NOT_VERIFIED";

/** True when the API error says the address must be verified first. */
export function needsVerifiedEmail(error: unknown): boolean {
  return asApiError(error)?.code === EMAIL_NOT_VERIFIED;
}

/**
 * Returns a check for a failed request: when the server refused because the address is not verified (the
 * session thought otherwise), the session learns it, so every form shows the notice. True in that case.
 */
export function useUnverifiedRefusal() {
  const dispatch = useAppDispatch();
  return useCallback(
    (error: unknown) => {
      if (!needsVerifiedEmail(error)) return false;
      dispatch(updateCurrentUser({ emailVerified: false }));
      return true;
    },
    [dispatch],
  );
}

/** The button and what became of the request (sent, or the server's refusal, e.g. too many mails). */
export function ResendVerificationButton() {
  const intl = useIntl();
  const [resend, { isLoading, isSuccess, error }] = useResendVerificationMutation();
  if (isSuccess) {
    return (
      <span className={styles.sent} role="status">
        <FormattedMessage id="account.resendVerification.sent" />
      </span>
    );
  }
  return (
    <>
      <Button size="sm" variant="secondary" loading={isLoading} onClick={() => void resend()}>
        <FormattedMessage id="account.resendVerification.button" />
      </Button>
      {error && (
        <span className={styles.failed} role="alert">
          {asApiError(error)?.message ?? intl.formatMessage({ id: "account.resendVerification.failed" })}
        </span>
      )}
    </>
  );
}

/** Each act that needs a verified address, with the sentence that says so. */
const ACTIONS = {
  comment: "account.verifyNotice.comment",
  "send messages": "account.verifyNotice.sendMessages",
  publish: "account.verifyNotice.publish",
} as const;

interface VerifyEmailNoticeProps {
  /** What needs it: "comment", "send messages", "publish". */
  action: keyof typeof ACTIONS;
  className?: string;
}

export function VerifyEmailNotice({ action, className }: VerifyEmailNoticeProps) {
  const intl = useIntl();
  const email = useAppSelector(selectCurrentUser)?.email;
  return (
    <div className={cx(styles.notice, className)} data-testid="verify-email-notice">
      <p>
        <FormattedMessage
          id={email ? "account.verifyNotice.withEmail" : "account.verifyNotice.withoutEmail"}
          values={{
            reason: intl.formatMessage({ id: ACTIONS[action] }),
            email,
            strong: (chunks) => <strong>{chunks}</strong>,
          }}
        />
      </p>
      <div className={styles.row}>
        <ResendVerificationButton />
      </div>
    </div>
  );
}
