// Choose a new password from an emailed link (`?token=`); the token is checked before the form shows.
import { PASSWORD_MIN, resetPasswordBody } from "@inkwell/contract";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { useResetPasswordMutation, useVerifyResetTokenQuery } from "../../app/api/authApi";
import { asApiError } from "../../app/api/client";
import { Alert } from "../../components/Alert";
import { AuthCard } from "../../components/AuthCard";
import { Button } from "../../components/Button";
import { ButtonLink } from "../../components/ButtonLink";
import { Form } from "../../components/Form";
import { Input } from "../../components/Input";
import { Spinner } from "../../components/Spinner";
import { serverErrors, validate, type FieldErrors } from "../../lib/forms";

const FIELDS = ["password", "confirmPassword"] as const;

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
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
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

  const handleChange = (field: (typeof FIELDS)[number], value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checked = validate(resetPasswordBody, values);
    if (!checked.ok) return setErrors(checked.errors);
    try {
      await resetPassword({
        token,
        password: values.password,
        confirmPassword: values.confirmPassword,
      }).unwrap();
      setDone(true);
    } catch (err) {
      const apiError = asApiError(err);
      if (apiError?.code === "INVALID_TOKEN" || apiError?.code === "TOKEN_EXPIRED")
        return setTokenRejected(true);
      const { fields, form } = serverErrors(apiError, FIELDS);
      setErrors(fields);
      setFormError(form);
    }
  };

  return (
    <AuthCard
      title="Choose a new password"
      subtitle={check.data?.email ? `For ${check.data.email}` : "Pick something you don't use anywhere else."}
    >
      {formError && <Alert>{formError}</Alert>}
      <Form onSubmit={handleSubmit} aria-label="Reset password">
        <Input
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          autoFocus
          value={values.password}
          onChange={(e) => handleChange("password", e.target.value)}
          error={errors.password}
          hint={`At least ${PASSWORD_MIN} characters.`}
        />
        <Input
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(e) => handleChange("confirmPassword", e.target.value)}
          error={errors.confirmPassword}
        />
        <Button type="submit" size="lg" fullWidth loading={isLoading}>
          Reset password
        </Button>
      </Form>
    </AuthCard>
  );
}
