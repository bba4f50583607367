// Create an account (name, username, email, password), validated with the contract's registerBody.
import { registerBody, USERNAME_MAX, USERNAME_MIN, PASSWORD_MIN } from "@inkwell/contract";
import { useState, type FormEvent } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { useRegisterMutation } from "../../app/api/authApi";
import { asApiError } from "../../app/api/client";
import { selectCurrentUser } from "../../app/session/authSlice";
import { safeContinue } from "../../app/session/safeContinue";
import { useSession } from "../../app/session/useSession";
import { useAppSelector } from "../../app/store";
import { Alert } from "../../components/Alert";
import { AuthCard } from "../../components/AuthCard";
import { Button } from "../../components/Button";
import { Form } from "../../components/Form";
import { Input } from "../../components/Input";
import { GoogleSignIn } from "../../features/auth/GoogleSignIn";
import { serverErrors, validate, type FieldErrors } from "../../lib/forms";

const FIELDS = ["name", "username", "email", "password"] as const;
type Field = (typeof FIELDS)[number];

export default function RegisterPage() {
  const [params] = useSearchParams();
  const continueTo = safeContinue(params.get("continue"));
  const user = useAppSelector(selectCurrentUser);
  const [register, { isLoading }] = useRegisterMutation();
  const { signIn } = useSession();
  const [values, setValues] = useState<Record<Field, string>>({
    name: "",
    username: "",
    email: "",
    password: "",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  if (user) return <Navigate to={continueTo} replace />;

  const handleChange = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checked = validate(registerBody, values);
    if (!checked.ok) return setErrors(checked.errors);
    try {
      signIn(await register(checked.data).unwrap());
    } catch (err) {
      const { fields, form } = serverErrors(asApiError(err), FIELDS);
      setErrors(fields);
      setFormError(form);
    }
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Join Inkwell to publish stories and follow the writers you love."
      footer={
        <>
          Already have an account? <Link to="/login">Sign in</Link>
        </>
      }
    >
      {formError && <Alert>{formError}</Alert>}
      <Form onSubmit={handleSubmit} aria-label="Create account">
        <Input
          label="Name"
          name="name"
          autoComplete="name"
          autoFocus
          value={values.name}
          onChange={(e) => handleChange("name", e.target.value)}
          error={errors.name}
        />
        <Input
          label="Username"
          name="username"
          autoComplete="username"
          value={values.username}
          onChange={(e) => handleChange("username", e.target.value)}
          error={errors.username}
          hint={`${USERNAME_MIN}–${USERNAME_MAX} lowercase letters, digits or underscores.`}
        />
        <Input
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => handleChange("email", e.target.value)}
          error={errors.email}
        />
        <Input
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => handleChange("password", e.target.value)}
          error={errors.password}
          hint={`At least ${PASSWORD_MIN} characters.`}
        />
        <Button type="submit" size="lg" fullWidth loading={isLoading}>
          Sign Up
        </Button>
      </Form>
      <GoogleSignIn />
    </AuthCard>
  );
}
