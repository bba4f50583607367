// Settings → Delete account: asks again (with the password, when the account has one), deletes the account
// and signs out.
import { useState, type FormEvent } from "react";
import { useDeleteAccountMutation } from "../../data/api/profilesApi";
import { useSession } from "../../data/session/useSession";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Card } from "../../components/Card";
import { Form } from "../../components/Form";
import { Input } from "../../components/Input";
import { asApiError } from "../../lib/apiError";
import styles from "./Settings.module.css";

export function DangerZone({ userId, hasPassword }: { userId: number; hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [remove, { isLoading }] = useDeleteAccountMutation();
  const { signOut } = useSession();

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError(null);
    if (hasPassword && !password) {
      setError("Enter your password to confirm.");
      return;
    }
    try {
      await remove({ id: userId, password: hasPassword ? password : undefined }).unwrap();
      await signOut();
    } catch (err) {
      const apiError = asApiError(err);
      setError(apiError?.fields?.password ?? apiError?.message ?? "Your account could not be deleted.");
    }
  };

  return (
    <Card as="section" aria-labelledby="danger-heading" className={styles.danger}>
      <h2 id="danger-heading" className={styles.sectionTitle}>
        Delete account
      </h2>
      <p className={styles.sectionText}>
        This permanently removes your account, posts and comments. It cannot be undone.
      </p>
      {!open ? (
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      ) : (
        <Form onSubmit={(e) => void submit(e)} aria-label="Delete account" noValidate className={styles.form}>
          {hasPassword && (
            <Input
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={error ?? undefined}
              hint="Enter your password to confirm."
            />
          )}
          {!hasPassword && error && <Alert>{error}</Alert>}
          <div className={styles.formActions}>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={isLoading}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={isLoading}>
              Permanently delete
            </Button>
          </div>
        </Form>
      )}
    </Card>
  );
}
