// Sign in with email or username and password; afterwards go to `continue` or home.
import { loginBody } from "@inkwell/contract";
import { Link, Navigate, useSearchParams } from "react-router";
import { useLoginMutation } from "../../data/api/authApi";
import { selectCurrentUser } from "../../data/session/authSlice";
import { safeContinue } from "../../data/session/loginRedirect";
import { useSession } from "../../data/session/useSession";
import { useAppSelector } from "../../data/store";
import { Alert } from "../../components/Alert";
import { AuthCard } from "../../components/AuthCard";
import { Button } from "../../components/Button";
import { Form, formStyles } from "../../components/Form";
import { Input } from "../../components/Input";
import { GoogleSignIn } from "../../features/auth";
import { useForm } from "../../lib/useForm";

export default function LoginPage() {
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
      title="Welcome back"
      subtitle="Sign in to write, follow authors and keep your bookmarks."
      footer={
        <>
          New to Inkwell? <Link to={registerLink}>Create an account</Link>
        </>
      }
    >
      {form.formError && <Alert>{form.formError}</Alert>}
      <Form onSubmit={handleSubmit} aria-label="Sign in">
        <Input label="Email or username" autoComplete="username" autoFocus {...form.field("email")} />
        <Input label="Password" type="password" autoComplete="current-password" {...form.field("password")} />
        <div className={formStyles.row}>
          <span />
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <Button type="submit" size="lg" fullWidth loading={isLoading}>
          Sign In
        </Button>
      </Form>
      <GoogleSignIn />
    </AuthCard>
  );
}
