// `/verified?token=`: confirms an email address and says clearly whether it worked.
import { useEffect, useState } from "react";
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
import styles from "./VerifiedEmail.module.css";

function failureText(code: string | undefined, hasToken: boolean): string {
  if (!hasToken) return "This page needs the link from your verification email.";
  if (code === "TOKEN_EXPIRED") return "This verification link has expired.";
  if (code === "INVALID_TOKEN") return "This verification link is invalid or has already been used.";
  return "We couldn't reach the server to verify your email. Please try again in a moment.";
}

function ResendButton() {
  const [resend, { isLoading, isSuccess, error }] = useResendVerificationMutation();
  if (isSuccess)
    return <Alert tone="success">A new verification email is on its way. Check your inbox.</Alert>;
  return (
    <>
      <Button onClick={() => void resend()} loading={isLoading}>
        Resend verification email
      </Button>
      {error && <Alert>{asApiError(error)?.message ?? "Could not send the email. Please try again."}</Alert>}
    </>
  );
}

export default function VerifiedEmailPage() {
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

  if (token && result.isLoading) return <Spinner centered label="Verifying your email" />;

  const ok = Boolean(token) && result.isSuccess;
  const error = asApiError(result.error);

  return (
    <div className={styles.wrap}>
      <Card className={styles.panel}>
        <span className={cx(styles.icon, ok ? styles.success : styles.failure)}>
          <Icon name={ok ? "check" : "alert"} size={32} />
        </span>
        <h1 className={styles.title}>{ok ? "Your email is verified" : "We couldn't verify your email"}</h1>
        <p className={styles.text}>
          {ok
            ? "Thanks for confirming your address. Your account is all set — start reading, writing and following authors."
            : failureText(error?.code, Boolean(token))}
        </p>
        <div className={styles.actions}>
          {ok ? (
            <ButtonLink to="/">Go to Home</ButtonLink>
          ) : token && error && (error.status === 0 || error.status >= 500) ? (
            <Button onClick={() => void result.refetch()}>Try again</Button>
          ) : user && !user.emailVerified ? (
            <ResendButton />
          ) : user ? (
            <ButtonLink to="/">Your email is already verified — go home</ButtonLink>
          ) : (
            <ButtonLink to="/login?continue=%2Fverified">Sign in to get a new link</ButtonLink>
          )}
        </div>
      </Card>
    </div>
  );
}
