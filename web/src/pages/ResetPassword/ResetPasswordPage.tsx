// Choose a new password from an emailed link (`?token=`); the token is checked before the form shows.
import { PASSWORD_MIN, resetPasswordBody } from "@inkwell/contract";
import { useState } from "react";
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
  return (
    <AuthCard title="This link can't be used" subtitle="The password reset link is invalid or has expired.">
      <p>
        Reset links work once and only for a short time. Request a fresh one and we&apos;ll email it right
        away.
      </p>
      <ButtonLink to="/forgot-password" size="lg" fullWidth>
        Request a new link
      </ButtonLink>
    </AuthCard>
  );
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const check = useVerifyResetTokenQuery(token, { skip: !token });
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const form = useForm({ password: "", confirmPassword: "" });
  const [done, setDone] = useState(false);
  const [tokenRejected, setTokenRejected] = useState(false);

  if (!token || tokenRejected) return <InvalidLink />;
  if (check.isLoading) return <Spinner centered label="Checking your link" />;
  if (check.isError) {
    const error = asApiError(check.error);
    if (error && error.status >= 400 && error.status < 500) return <InvalidLink />;
    return (
      <AuthCard title="We couldn't check your link" subtitle={error?.message}>
        <Button size="lg" fullWidth onClick={() => void check.refetch()}>
          Try again
        </Button>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title="Password updated" subtitle="Your password has been changed. Sign in with the new one.">
        <ButtonLink to="/login" size="lg" fullWidth>
          Sign In
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
      title="Choose a new password"
      subtitle={check.data?.email ? `For ${check.data.email}` : "Pick something you don't use anywhere else."}
    >
      {form.formError && <Alert>{form.formError}</Alert>}
      <Form onSubmit={handleSubmit} aria-label="Reset password">
        <Input
          label="New password"
          type="password"
          autoComplete="new-password"
          autoFocus
          hint={`At least ${PASSWORD_MIN} characters.`}
          {...form.field("password")}
        />
        <Input
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...form.field("confirmPassword")}
        />
        <Button type="submit" size="lg" fullWidth loading={isLoading}>
          Reset password
        </Button>
      </Form>
    </AuthCard>
  );
}
