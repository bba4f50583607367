// The account card's verification row, for an address not verified yet: sends a new link.
import { FormattedMessage, useIntl } from "react-intl";
import { useResendVerificationMutation } from "../../data/api/authApi";
import { Button } from "../../components/Button";
import { asApiError } from "../../lib/apiError";
import styles from "./Settings.module.css";

export function ResendVerification() {
  const intl = useIntl();
  const [resend, { isLoading, isSuccess, error }] = useResendVerificationMutation();
  return (
    <div className={styles.row}>
      <dt>
        <FormattedMessage id="account.settings.account.verification" />
      </dt>
      <dd>
        {isSuccess ? (
          <span className={styles.ok}>
            <FormattedMessage id="account.resendVerification.sent" />
          </span>
        ) : (
          <Button size="sm" variant="secondary" loading={isLoading} onClick={() => void resend()}>
            <FormattedMessage id="account.resendVerification.button" />
          </Button>
        )}
        {error && (
          <span className={styles.fail}>
            {asApiError(error)?.message ??
              intl.formatMessage({ id: "account.settings.account.resendFailed" })}
          </span>
        )}
      </dd>
    </div>
  );
}
