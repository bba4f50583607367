// Ask for a password-reset link. The server answers the same way whether or not the email exists.
import { forgotPasswordBody } from "@inkwell/contract";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useForgotPasswordMutation } from "../../app/api/authApi";
import { asApiError } from "../../app/api/client";
import { Alert } from "../../components/Alert";
import { AuthCard } from "../../components/AuthCard";
import { Button } from "../../components/Button";
import { ButtonLink } from "../../components/ButtonLink";
import { Form } from "../../components/Form";
import { Input } from "../../components/Input";
import { serverErrors, validate, type FieldErrors } from "../../lib/forms";

export default function ForgotPasswordPage() {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checked = validate(forgotPasswordBody, { email });
    if (!checked.ok) return setErrors(checked.errors);
    try {
      const result = await forgotPassword(checked.data).unwrap();
      setSent(result.message || "If an account exists for that email, a reset link is on its way.");
    } catch (err) {
      const { fields, form } = serverErrors(asApiError(err), ["email"]);
      setErrors(fields);
      setFormError(form);
    }
  };

  if (sent) {
    return (
      <AuthCard title="Check your inbox" subtitle={sent}>
        <p>
          The link expires soon, so use it while it is fresh. Didn&apos;t get anything? Check your spam
          folder.
        </p>
        <ButtonLink to="/login" size="lg" fullWidth>
          Back to sign in
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we'll send you a link to choose a new one."
      footer={
        <>
          Remembered it? <Link to="/login">Back to sign in</Link>
        </>
      }
    >
      {formError && <Alert>{formError}</Alert>}
      <Form onSubmit={handleSubmit} aria-label="Request password reset">
        <Input
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setErrors({});
          }}
          error={errors.email}
        />
        <Button type="submit" size="lg" fullWidth loading={isLoading}>
          Send reset link
        </Button>
      </Form>
    </AuthCard>
  );
}
