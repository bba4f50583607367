// The account card's verification row, for an address not verified yet: sends a new link.
import { useResendVerificationMutation } from "../../data/api/authApi";
import { Button } from "../../components/Button";
import { asApiError } from "../../lib/apiError";
import styles from "./Settings.module.css";

export function ResendVerification() {
  const [resend, { isLoading, isSuccess, error }] = useResendVerificationMutation();
  return (
    <div className={styles.row}>
      <dt>Verification</dt>
      <dd>
        {isSuccess ? (
          <span className={styles.ok}>Check your inbox for a new link.</span>
        ) : (
          <Button size="sm" variant="secondary" loading={isLoading} onClick={() => void resend()}>
            Resend verification email
          </Button>
        )}
        {error && <span className={styles.fail}>{asApiError(error)?.message ?? "Could not send."}</span>}
      </dd>
    </div>
  );
}
