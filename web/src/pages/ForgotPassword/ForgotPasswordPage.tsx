// Ask for a password-reset link. The server answers the same way whether or not the email exists.
import { forgotPasswordBody } from "@inkwell/contract";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
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
  const intl = useIntl();
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const form = useForm({ email: "" });
  const [sent, setSent] = useState<string | null>(null);

  const handleSubmit = form.handleSubmit(forgotPasswordBody, async (body) => {
    const result = await forgotPassword(body).unwrap();
    setSent(result.message || intl.formatMessage({ id: "account.forgotPassword.sentFallback" }));
  });

  if (sent) {
    return (
      <AuthCard title={intl.formatMessage({ id: "account.forgotPassword.sentTitle" })} subtitle={sent}>
        <p>
          <FormattedMessage id="account.forgotPassword.sentText" />
        </p>
        <ButtonLink to="/login" size="lg" fullWidth>
          <FormattedMessage id="account.forgotPassword.backToSignIn" />
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={intl.formatMessage({ id: "account.forgotPassword.title" })}
      subtitle={intl.formatMessage({ id: "account.forgotPassword.subtitle" })}
      footer={
        <FormattedMessage
          id="account.forgotPassword.footer"
          values={{ link: (chunks) => <Link to="/login">{chunks}</Link> }}
        />
      }
    >
      {form.formError && <Alert>{form.formError}</Alert>}
      <Form
        onSubmit={handleSubmit}
        aria-label={intl.formatMessage({ id: "account.forgotPassword.formLabel" })}
      >
        <Input
          label={intl.formatMessage({ id: "account.fields.email" })}
          type="email"
          autoComplete="email"
          autoFocus
          {...form.field("email")}
        />
        <Button type="submit" size="lg" fullWidth loading={isLoading}>
          <FormattedMessage id="account.forgotPassword.submit" />
        </Button>
      </Form>
    </AuthCard>
  );
}
