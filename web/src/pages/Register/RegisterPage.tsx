// Create an account (name, username, email, password), validated with the contract's registerBody, with the
// invitation of an `?invite=` link. While the site joins by invitation only, a visitor without one is told so
// instead of getting the form. A new administrator (a fresh site's first account) goes on to the setup screen.
import { registerBody, USERNAME_MAX, USERNAME_MIN, PASSWORD_MIN } from "@inkwell/contract";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, Navigate, useSearchParams } from "react-router";
import { useRegisterMutation } from "../../data/api/authApi";
import { selectCurrentUser } from "../../data/session/authSlice";
import { safeContinue } from "../../data/session/loginRedirect";
import { useSession } from "../../data/session/useSession";
import { useSite } from "../../data/site/useSite";
import { useAppSelector } from "../../data/store";
import { Alert } from "../../components/Alert";
import { AuthCard } from "../../components/AuthCard";
import { Button } from "../../components/Button";
import { ButtonLink } from "../../components/ButtonLink";
import { Form } from "../../components/Form";
import { Input } from "../../components/Input";
import { GoogleSignIn } from "../../features/auth";
import { useForm } from "../../lib/useForm";

/** Where a new administrator sets the site up. */
const SETUP_PATH = "/admin/site?setup=1";

export default function RegisterPage() {
  const intl = useIntl();
  const site = useSite();
  const [params] = useSearchParams();
  const continueTo = safeContinue(params.get("continue"));
  const inviteToken = params.get("invite")?.trim() || undefined;
  const user = useAppSelector(selectCurrentUser);
  const [register, { isLoading }] = useRegisterMutation();
  const { signIn } = useSession();
  const [joined, setJoined] = useState(false);
  const form = useForm({ name: "", username: "", email: "", password: "" });

  if (user) return <Navigate to={joined && user.role === "admin" ? SETUP_PATH : continueTo} replace />;

  const footer = (
    <FormattedMessage
      id="account.register.footer"
      values={{ link: (chunks) => <Link to="/login">{chunks}</Link> }}
    />
  );
  if (site.registration === "invite" && !inviteToken) {
    return (
      <AuthCard
        title={intl.formatMessage({ id: "account.register.closedTitle" })}
        subtitle={intl.formatMessage({ id: "account.register.closedText" })}
      >
        <ButtonLink to="/login" size="lg" fullWidth>
          <FormattedMessage id="account.register.closedSignIn" />
        </ButtonLink>
      </AuthCard>
    );
  }

  const handleSubmit = form.handleSubmit(registerBody, async (body) => {
    const session = await register({ ...body, ...(inviteToken ? { inviteToken } : {}) }).unwrap();
    setJoined(true);
    signIn(session);
  });

  return (
    <AuthCard
      title={intl.formatMessage({ id: "account.register.title" })}
      subtitle={intl.formatMessage(
        { id: inviteToken ? "account.register.invitedSubtitle" : "account.register.subtitle" },
        { site: site.title },
      )}
      footer={footer}
    >
      {form.formError && <Alert>{form.formError}</Alert>}
      <Form onSubmit={handleSubmit} aria-label={intl.formatMessage({ id: "account.register.formLabel" })}>
        <Input
          label={intl.formatMessage({ id: "account.fields.name" })}
          autoComplete="name"
          autoFocus
          {...form.field("name")}
        />
        <Input
          label={intl.formatMessage({ id: "account.fields.username" })}
          autoComplete="username"
          hint={intl.formatMessage(
            { id: "account.register.usernameHint" },
            { min: USERNAME_MIN, max: USERNAME_MAX },
          )}
          {...form.field("username")}
        />
        <Input
          label={intl.formatMessage({ id: "account.fields.email" })}
          type="email"
          autoComplete="email"
          {...form.field("email")}
        />
        <Input
          label={intl.formatMessage({ id: "account.fields.password" })}
          type="password"
          autoComplete="new-password"
          hint={intl.formatMessage({ id: "account.fields.passwordHint" }, { min: PASSWORD_MIN })}
          {...form.field("password")}
        />
        <Button type="submit" size="lg" fullWidth loading={isLoading}>
          <FormattedMessage id="account.register.submit" />
        </Button>
      </Form>
      <GoogleSignIn inviteToken={inviteToken} onSignedIn={() => setJoined(true)} />
    </AuthCard>
  );
}
