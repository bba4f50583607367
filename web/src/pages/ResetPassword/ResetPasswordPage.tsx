// Choose a new password from an emailed link (`?token=`); the token is checked before the form shows.
import { PASSWORD_MIN, resetPasswordBody } from "@inkwell/contract";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { useResetPasswordMutation, useVerifyResetTokenQuery } from "../../data/api/authApi";
import { asApiError } from "../../lib/apiError";
import { Alert } from "../../components/Alert";
import { AuthCard } from "../../components/AuthCard";
import { Button } from "../../components/Button";
import { ButtonLink } from "../../components/ButtonLink";
import { Form } from "../../components/Form";
import { Input } from "../../components/Input";
import { Spinner } from "../../components/Spinner";
import { useForm } from "../../lib/useForm";

function InvalidLink() {
  const intl = useIntl();
  return (
    <AuthCard
      title={intl.formatMessage({ id: "account.resetPassword.invalidTitle" })}
      subtitle={intl.formatMessage({ id: "account.resetPassword.invalidSubtitle" })}
    >
      <p>
        <FormattedMessage id="account.resetPassword.invalidText" />
      </p>
      <ButtonLink to="/forgot-password" size="lg" fullWidth>
        <FormattedMessage id="account.resetPassword.requestNew" />
      </ButtonLink>
    </AuthCard>
  );
}

export default function ResetPasswordPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const check = useVerifyResetTokenQuery(token, { skip: !token });
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const form = useForm({ password: "", confirmPassword: "" });
  const [done, setDone] = useState(false);
  const [tokenRejected, setTokenRejected] = useState(false);

  if (!token || tokenRejected) return <InvalidLink />;
  if (check.isLoading)
    return <Spinner centered label={intl.formatMessage({ id: "account.resetPassword.checking" })} />;
  if (check.isError) {
    const error = asApiError(check.error);
    if (error && error.status >= 400 && error.status < 500) return <InvalidLink />;
    return (
      <AuthCard
        title={intl.formatMessage({ id: "account.resetPassword.checkFailedTitle" })}
        subtitle={error?.message}
      >
        <Button size="lg" fullWidth onClick={() => void check.refetch()}>
          <FormattedMessage id="account.tryAgain" />
        </Button>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard
        title={intl.formatMessage({ id: "account.resetPassword.doneTitle" })}
        subtitle={intl.formatMessage({ id: "account.resetPassword.doneSubtitle" })}
      >
        <ButtonLink to="/login" size="lg" fullWidth>
          <FormattedMessage id="account.resetPassword.signIn" />
        </ButtonLink>
      </AuthCard>
    );
  }

  const handleSubmit = form.handleSubmit(resetPasswordBody, async () => {
    try {
      await resetPassword({
        token,
        password: form.values.password,
        confirmPassword: form.values.confirmPassword,
      }).unwrap();
      setDone(true);
    } catch (err) {
      const code = asApiError(err)?.code;
      // A link that stopped working is a page of its own, not a message on the form.
      if (code === "INVALID_TOKEN" || code === "TOKEN_EXPIRED") setTokenRejected(true);
      else throw err;
    }
  });

  return (
    <AuthCard
      title={intl.formatMessage({ id: "account.resetPassword.title" })}
      subtitle={
        check.data?.email
          ? intl.formatMessage({ id: "account.resetPassword.subtitleFor" }, { email: check.data.email })
          : intl.formatMessage({ id: "account.resetPassword.subtitle" })
      }
    >
      {form.formError && <Alert>{form.formError}</Alert>}
      <Form onSubmit={handleSubmit} aria-label={intl.formatMessage({ id: "account.resetPassword.submit" })}>
        <Input
          label={intl.formatMessage({ id: "account.fields.newPassword" })}
          type="password"
          autoComplete="new-password"
          autoFocus
          hint={intl.formatMessage({ id: "account.fields.passwordHint" }, { min: PASSWORD_MIN })}
          {...form.field("password")}
        />
        <Input
          label={intl.formatMessage({ id: "account.fields.confirmNewPassword" })}
          type="password"
          autoComplete="new-password"
          {...form.field("confirmPassword")}
        />
        <Button type="submit" size="lg" fullWidth loading={isLoading}>
          <FormattedMessage id="account.resetPassword.submit" />
        </Button>
      </Form>
    </AuthCard>
  );
}
