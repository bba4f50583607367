// `/verified?token=`: confirms an email address and says clearly whether it worked.
import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { useResendVerificationMutation, useVerifyEmailQuery } from "../../data/api/authApi";
import { asApiError } from "../../lib/apiError";
import { selectCurrentUser, updateCurrentUser } from "../../data/session/authSlice";
import { useAppDispatch, useAppSelector } from "../../data/store";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { ButtonLink } from "../../components/ButtonLink";
import { Card } from "../../components/Card";
import { Icon } from "../../components/Icon";
import { Spinner } from "../../components/Spinner";
import { cx } from "../../lib/cx";
import type { MessageId } from "../../i18n";
import styles from "./VerifiedEmail.module.css";

function failureText(code: string | undefined, hasToken: boolean): MessageId {
  if (!hasToken) return "account.verified.needsLink";
  if (code === "TOKEN_EXPIRED") return "account.verified.expired";
  if (code === "INVALID_TOKEN") return "account.verified.invalid";
  return "account.verified.unreachable";
}

function ResendButton() {
  const intl = useIntl();
  const [resend, { isLoading, isSuccess, error }] = useResendVerificationMutation();
  if (isSuccess)
    return (
      <Alert tone="success">
        <FormattedMessage id="account.verified.resent" />
      </Alert>
    );
  return (
    <>
      <Button onClick={() => void resend()} loading={isLoading}>
        <FormattedMessage id="account.resendVerification.button" />
      </Button>
      {error && (
        <Alert>
          {asApiError(error)?.message ?? intl.formatMessage({ id: "account.verified.resendFailed" })}
        </Alert>
      )}
    </>
  );
}

export default function VerifiedEmailPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const result = useVerifyEmailQuery(token, { skip: !token });
  const [announced, setAnnounced] = useState(false);

  useEffect(() => {
    if (result.isSuccess && !announced) {
      setAnnounced(true);
      if (user && result.data.user?.id === user.id) dispatch(updateCurrentUser({ emailVerified: true }));
    }
  }, [result.isSuccess, result.data, announced, user, dispatch]);

  if (token && result.isLoading)
    return <Spinner centered label={intl.formatMessage({ id: "account.verified.verifying" })} />;

  const ok = Boolean(token) && result.isSuccess;
  const error = asApiError(result.error);

  return (
    <div className={styles.wrap}>
      <Card className={styles.panel}>
        <span className={cx(styles.icon, ok ? styles.success : styles.failure)}>
          <Icon name={ok ? "check" : "alert"} size={32} />
        </span>
        <h1 className={styles.title}>
          <FormattedMessage id={ok ? "account.verified.successTitle" : "account.verified.failureTitle"} />
        </h1>
        <p className={styles.text}>
          <FormattedMessage
            id={ok ? "account.verified.successText" : failureText(error?.code, Boolean(token))}
          />
        </p>
        <div className={styles.actions}>
          {ok ? (
            <ButtonLink to="/">
              <FormattedMessage id="account.verified.goHome" />
            </ButtonLink>
          ) : token && error && (error.status === 0 || error.status >= 500) ? (
            <Button onClick={() => void result.refetch()}>
              <FormattedMessage id="account.tryAgain" />
            </Button>
          ) : user && !user.emailVerified ? (
            <ResendButton />
          ) : user ? (
            <ButtonLink to="/">
              <FormattedMessage id="account.verified.alreadyVerified" />
            </ButtonLink>
          ) : (
            <ButtonLink to="/login?continue=%2Fverified">
              <FormattedMessage id="account.verified.signInForLink" />
            </ButtonLink>
          )}
        </div>
      </Card>
    </div>
  );
}
