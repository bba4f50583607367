// Settings → Delete account: asks again (with the password, when the account has one), deletes the account
// and signs out.
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
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
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [remove, { isLoading }] = useDeleteAccountMutation();
  const { signOut } = useSession();

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError(null);
    if (hasPassword && !password) {
      setError(intl.formatMessage({ id: "account.settings.delete.confirmHint" }));
      return;
    }
    try {
      await remove({ id: userId, password: hasPassword ? password : undefined }).unwrap();
      await signOut();
    } catch (err) {
      const apiError = asApiError(err);
      setError(
        apiError?.fields?.password ??
          apiError?.message ??
          intl.formatMessage({ id: "account.settings.delete.failed" }),
      );
    }
  };

  return (
    <Card as="section" aria-labelledby="danger-heading" className={styles.danger}>
      <h2 id="danger-heading" className={styles.sectionTitle}>
        <FormattedMessage id="account.settings.delete.title" />
      </h2>
      <p className={styles.sectionText}>
        <FormattedMessage id="account.settings.delete.text" />
      </p>
      {!open ? (
        <Button variant="danger" onClick={() => setOpen(true)}>
          <FormattedMessage id="account.settings.delete.open" />
        </Button>
      ) : (
        <Form
          onSubmit={(e) => void submit(e)}
          aria-label={intl.formatMessage({ id: "account.settings.delete.title" })}
          noValidate
          className={styles.form}
        >
          {hasPassword && (
            <Input
              label={intl.formatMessage({ id: "account.fields.password" })}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={error ?? undefined}
              hint={intl.formatMessage({ id: "account.settings.delete.confirmHint" })}
            />
          )}
          {!hasPassword && error && <Alert>{error}</Alert>}
          <div className={styles.formActions}>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={isLoading}>
              <FormattedMessage id="account.settings.delete.cancel" />
            </Button>
            <Button type="submit" variant="danger" loading={isLoading}>
              <FormattedMessage id="account.settings.delete.confirm" />
            </Button>
          </div>
        </Form>
      )}
    </Card>
  );
}
