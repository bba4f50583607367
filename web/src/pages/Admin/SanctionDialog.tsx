// Suspending (until a date, with a reason) or banning (with a reason) an account from the console.
import { NOTE_MAX } from "@inkwell/contract";
import type { AdminUser } from "@inkwell/contract";
import { useState, type FormEvent } from "react";
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
  const [until, setUntil] = useState(() => toDateTimeLocal(new Date(Date.now() + WEEK_MS)));
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [suspend, suspending] = useSuspendUserMutation();
  const [ban, banning] = useBanUserMutation();
  const busy = suspending.isLoading || banning.isLoading;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError("Give a reason: it is mailed to them.");
      return;
    }
    try {
      if (kind === "ban") await ban({ id: user.id, reason: reason.trim() }).unwrap();
      else
        await suspend({ id: user.id, until: new Date(until).toISOString(), reason: reason.trim() }).unwrap();
      onClose();
    } catch (err) {
      setError(asApiError(err)?.message ?? "That did not work. Please try again.");
    }
  };

  return (
    <Dialog
      open
      title={kind === "ban" ? `Ban @${user.username}?` : `Suspend @${user.username}`}
      description={
        kind === "ban"
          ? "They are signed out everywhere, cannot sign in, and others no longer see their posts and comments."
          : "They are signed out everywhere and cannot sign in until then."
      }
      onClose={onClose}
    >
      <form
        className={styles.dialogForm}
        onSubmit={(e) => void submit(e)}
        aria-label={kind === "ban" ? "Ban" : "Suspend"}
      >
        {error && <Alert>{error}</Alert>}
        {kind === "suspend" && (
          <Input
            label="Until"
            type="datetime-local"
            required
            min={toDateTimeLocal(new Date())}
            value={until}
            onChange={(e) => setUntil(e.target.value)}
          />
        )}
        <TextArea
          label="Reason (mailed to them)"
          rows={3}
          maxLength={NOTE_MAX}
          value={reason}
          autoFocus
          onChange={(e) => setReason(e.target.value)}
        />
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            {kind === "ban" ? "Ban" : "Suspend"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
