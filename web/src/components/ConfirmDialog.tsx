// A small modal asking the user to confirm a destructive action.
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "./Button";
import { Dialog, DialogActions } from "./Dialog";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} title={title} description={message} role="alertdialog" onClose={onCancel}>
      <DialogActions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          <FormattedMessage id="common.confirm.cancel" />
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={busy} autoFocus>
          {confirmLabel ?? intl.formatMessage({ id: "common.confirm.delete" })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
