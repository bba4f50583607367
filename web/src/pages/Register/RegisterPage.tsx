// Create an account (name, username, email, password), validated with the contract's registerBody.
import { registerBody, USERNAME_MAX, USERNAME_MIN, PASSWORD_MIN } from "@inkwell/contract";
import { Link, Navigate, useSearchParams } from "react-router";
import { useRegisterMutation } from "../../data/api/authApi";
import { selectCurrentUser } from "../../data/session/authSlice";
import { safeContinue } from "../../data/session/loginRedirect";
import { useSession } from "../../data/session/useSession";
import { useAppSelector } from "../../data/store";
import { Alert } from "../../components/Alert";
import { AuthCard } from "../../components/AuthCard";
import { Button } from "../../components/Button";
import { Form } from "../../components/Form";
import { Input } from "../../components/Input";
import { GoogleSignIn } from "../../features/auth";
import { useForm } from "../../lib/useForm";

export default function RegisterPage() {
  const [params] = useSearchParams();
  const continueTo = safeContinue(params.get("continue"));
  const user = useAppSelector(selectCurrentUser);
  const [register, { isLoading }] = useRegisterMutation();
  const { signIn } = useSession();
  const form = useForm({ name: "", username: "", email: "", password: "" });

  if (user) return <Navigate to={continueTo} replace />;

  const handleSubmit = form.handleSubmit(registerBody, async (body) => signIn(await register(body).unwrap()));

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
      {form.formError && <Alert>{form.formError}</Alert>}
      <Form onSubmit={handleSubmit} aria-label="Create account">
        <Input label="Name" autoComplete="name" autoFocus {...form.field("name")} />
        <Input
          label="Username"
          autoComplete="username"
          hint={`${USERNAME_MIN}–${USERNAME_MAX} lowercase letters, digits or underscores.`}
          {...form.field("username")}
        />
        <Input label="Email" type="email" autoComplete="email" {...form.field("email")} />
        <Input
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters.`}
          {...form.field("password")}
        />
        <Button type="submit" size="lg" fullWidth loading={isLoading}>
          Sign Up
        </Button>
      </Form>
      <GoogleSignIn />
    </AuthCard>
  );
}
