// Sign in with email or username and password; afterwards go to `continue` or home.
import { loginBody } from "@inkwell/contract";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, Navigate, useSearchParams } from "react-router";
import { useLoginMutation } from "../../data/api/authApi";
import { selectCurrentUser } from "../../data/session/authSlice";
import { safeContinue } from "../../data/session/loginRedirect";
import { useSession } from "../../data/session/useSession";
import { useSite } from "../../data/site/useSite";
import { useAppSelector } from "../../data/store";
import { Alert } from "../../components/Alert";
import { AuthCard } from "../../components/AuthCard";
import { Button } from "../../components/Button";
import { Form, formStyles } from "../../components/Form";
import { Input } from "../../components/Input";
import { GoogleSignIn } from "../../features/auth";
import { useForm } from "../../lib/useForm";

export default function LoginPage() {
  const intl = useIntl();
  const { title: site, registration } = useSite();
  const inviteOnly = registration === "invite";
  const [params] = useSearchParams();
  const continueTo = safeContinue(params.get("continue"));
  const user = useAppSelector(selectCurrentUser);
  const [login, { isLoading }] = useLoginMutation();
  const { signIn } = useSession();
  const form = useForm({ email: "", password: "" });

  if (user) return <Navigate to={continueTo} replace />;

  const handleSubmit = form.handleSubmit(loginBody, async (body) => signIn(await login(body).unwrap()));

  const registerLink =
    continueTo === "/" ? "/register" : `/register?continue=${encodeURIComponent(continueTo)}`;

  return (
    <AuthCard
      title={intl.formatMessage({ id: "account.login.title" })}
      subtitle={intl.formatMessage({ id: "account.login.subtitle" })}
      footer={
        inviteOnly ? undefined : (
          <FormattedMessage
            id="account.login.footer"
            values={{ site, link: (chunks) => <Link to={registerLink}>{chunks}</Link> }}
          />
        )
      }
    >
      {form.formError && <Alert>{form.formError}</Alert>}
      <Form onSubmit={handleSubmit} aria-label={intl.formatMessage({ id: "account.login.formLabel" })}>
        <Input
          label={intl.formatMessage({ id: "account.login.identifier" })}
          autoComplete="username"
          autoFocus
          {...form.field("email")}
        />
        <Input
          label={intl.formatMessage({ id: "account.fields.password" })}
          type="password"
          autoComplete="current-password"
          {...form.field("password")}
        />
        <div className={formStyles.row}>
          <span />
          <Link to="/forgot-password">
            <FormattedMessage id="account.login.forgotPassword" />
          </Link>
        </div>
        <Button type="submit" size="lg" fullWidth loading={isLoading}>
          <FormattedMessage id="account.login.submit" />
        </Button>
      </Form>
      <GoogleSignIn />
    </AuthCard>
  );
}
