// Settings → Security: changing the password (which signs the member out of other devices).
import { changePasswordBody } from "@inkwell/contract";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useChangePasswordMutation } from "../../data/api/authApi";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Form } from "../../components/Form";
import { Input } from "../../components/Input";
import { useForm } from "../../lib/useForm";
import styles from "./Settings.module.css";

export function ChangePasswordForm({ userId }: { userId: number }) {
  const intl = useIntl();
  const [done, setDone] = useState(false);
  const form = useForm(
    { currentPassword: "", newPassword: "", confirmPassword: "" },
    { onEdit: () => setDone(false) },
  );
  const [change, { isLoading }] = useChangePasswordMutation();

  const submit = form.handleSubmit(changePasswordBody, async () => {
    await change({ id: userId, ...form.values }).unwrap();
    form.reset();
    setDone(true);
  });

  return (
    <Form
      onSubmit={(e) => void submit(e)}
      aria-label={intl.formatMessage({ id: "account.settings.changePassword.submit" })}
      noValidate
      className={styles.form}
    >
      {done && (
        <Alert tone="success">
          <FormattedMessage id="account.settings.changePassword.done" />
        </Alert>
      )}
      {form.formError && <Alert>{form.formError}</Alert>}
      <Input
        label={intl.formatMessage({ id: "account.fields.currentPassword" })}
        type="password"
        autoComplete="current-password"
        {...form.field("currentPassword")}
      />
      <Input
        label={intl.formatMessage({ id: "account.fields.newPassword" })}
        type="password"
        autoComplete="new-password"
        {...form.field("newPassword")}
      />
      <Input
        label={intl.formatMessage({ id: "account.fields.confirmNewPassword" })}
        type="password"
        autoComplete="new-password"
        {...form.field("confirmPassword")}
      />
      <div className={styles.formActions}>
        <Button type="submit" loading={isLoading}>
          <FormattedMessage id="account.settings.changePassword.submit" />
        </Button>
      </div>
    </Form>
  );
}
