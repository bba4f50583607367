// Sign in with email or username and password; afterwards go to `continue` or home.
import { loginBody } from "@inkwell/contract";
import { useState, type FormEvent } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { useLoginMutation } from "../../app/api/authApi";
import { asApiError } from "../../app/api/client";
import { selectCurrentUser } from "../../app/session/authSlice";
import { safeContinue } from "../../app/session/safeContinue";
import { useSession } from "../../app/session/useSession";
import { useAppSelector } from "../../app/store";
import { Alert } from "../../components/Alert";
import { AuthCard } from "../../components/AuthCard";
import { Button } from "../../components/Button";
import { Form, formStyles } from "../../components/Form";
import { Input } from "../../components/Input";
import { GoogleSignIn } from "../../features/auth/GoogleSignIn";
import { serverErrors, validate, type FieldErrors } from "../../lib/forms";

const FIELDS = ["email", "password"] as const;

export default function LoginPage() {
  const [params] = useSearchParams();
  const continueTo = safeContinue(params.get("continue"));
  const user = useAppSelector(selectCurrentUser);
  const [login, { isLoading }] = useLoginMutation();
  const { signIn } = useSession();
  const [values, setValues] = useState({ email: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  if (user) return <Navigate to={continueTo} replace />;

  const handleChange = (field: (typeof FIELDS)[number], value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checked = validate(loginBody, values);
    if (!checked.ok) return setErrors(checked.errors);
    try {
      signIn(await login(checked.data).unwrap());
    } catch (err) {
      const { fields, form } = serverErrors(asApiError(err), FIELDS);
      setErrors(fields);
      setFormError(form);
    }
  };

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
      {formError && <Alert>{formError}</Alert>}
      <Form onSubmit={handleSubmit} aria-label="Sign in">
        <Input
          label="Email or username"
          name="email"
          autoComplete="username"
          autoFocus
          value={values.email}
          onChange={(e) => handleChange("email", e.target.value)}
          error={errors.email}
        />
        <Input
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => handleChange("password", e.target.value)}
          error={errors.password}
        />
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
