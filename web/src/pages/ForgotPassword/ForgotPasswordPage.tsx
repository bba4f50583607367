// Ask for a password-reset link. The server answers the same way whether or not the email exists.
import { forgotPasswordBody } from "@inkwell/contract";
import { useState } from "react";
import { Link } from "react-router";
import { useForgotPasswordMutation } from "../../data/api/authApi";
import { Alert } from "../../components/Alert";
import { AuthCard } from "../../components/AuthCard";
import { Button } from "../../components/Button";
import { ButtonLink } from "../../components/ButtonLink";
import { Form } from "../../components/Form";
import { Input } from "../../components/Input";
import { useForm } from "../../lib/useForm";

export default function ForgotPasswordPage() {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const form = useForm({ email: "" });
  const [sent, setSent] = useState<string | null>(null);

  const handleSubmit = form.handleSubmit(forgotPasswordBody, async (body) => {
    const result = await forgotPassword(body).unwrap();
    setSent(result.message || "If an account exists for that email, a reset link is on its way.");
  });

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
      {form.formError && <Alert>{form.formError}</Alert>}
      <Form onSubmit={handleSubmit} aria-label="Request password reset">
        <Input label="Email" type="email" autoComplete="email" autoFocus {...form.field("email")} />
        <Button type="submit" size="lg" fullWidth loading={isLoading}>
          Send reset link
        </Button>
      </Form>
    </AuthCard>
  );
}
