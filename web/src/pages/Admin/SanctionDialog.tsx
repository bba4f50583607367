// Suspending (until a date, with a reason) or banning (with a reason) an account from the console.
import { NOTE_MAX } from "@inkwell/contract";
import type { AdminUser } from "@inkwell/contract";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { asApiError } from "../../lib/apiError";
import { useBanUserMutation, useSuspendUserMutation } from "../../data/api/moderationApi";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Dialog, DialogActions } from "../../components/Dialog";
import { Input } from "../../components/Input";
import { TextArea } from "../../components/TextArea";
import { toDateTimeLocal } from "../../lib/time";
import styles from "./Admin.module.css";

export type Sanction = "suspend" | "ban";

interface SanctionDialogProps {
  user: AdminUser;
  kind: Sanction;
  onClose: () => void;
}

const WEEK_MS = 7 * 86_400_000;

export function SanctionDialog({ user, kind, onClose }: SanctionDialogProps) {
  const intl = useIntl();
  const [until, setUntil] = useState(() => toDateTimeLocal(new Date(Date.now() + WEEK_MS)));
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [suspend, suspending] = useSuspendUserMutation();
  const [ban, banning] = useBanUserMutation();
  const busy = suspending.isLoading || banning.isLoading;
  const verb = kind === "ban" ? "console.sanction.ban" : "console.sanction.suspend";

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError(intl.formatMessage({ id: "console.sanction.reasonMissing" }));
      return;
    }
    try {
      if (kind === "ban") await ban({ id: user.id, reason: reason.trim() }).unwrap();
      else
        await suspend({ id: user.id, until: new Date(until).toISOString(), reason: reason.trim() }).unwrap();
      onClose();
    } catch (err) {
      setError(asApiError(err)?.message ?? intl.formatMessage({ id: "console.actionFailed" }));
    }
  };

  return (
    <Dialog
      open
      title={intl.formatMessage(
        { id: kind === "ban" ? "console.sanction.banTitle" : "console.sanction.suspendTitle" },
        { username: user.username },
      )}
      description={intl.formatMessage({
        id: kind === "ban" ? "console.sanction.banText" : "console.sanction.suspendText",
      })}
      onClose={onClose}
    >
      <form
        className={styles.dialogForm}
        onSubmit={(e) => void submit(e)}
        aria-label={intl.formatMessage({ id: verb })}
      >
        {error && <Alert>{error}</Alert>}
        {kind === "suspend" && (
          <Input
            label={intl.formatMessage({ id: "console.sanction.until" })}
            type="datetime-local"
            required
            min={toDateTimeLocal(new Date())}
            value={until}
            onChange={(e) => setUntil(e.target.value)}
          />
        )}
        <TextArea
          label={intl.formatMessage({ id: "console.sanction.reason" })}
          rows={3}
          maxLength={NOTE_MAX}
          value={reason}
          autoFocus
          onChange={(e) => setReason(e.target.value)}
        />
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <FormattedMessage id="console.cancel" />
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            <FormattedMessage id={verb} />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
