// The small dialog behind every "Report" menu item: a reason, an optional note, and a thank-you once sent.
// Reporting the same thing twice is harmless: the server keeps the first report.
import { NOTE_MAX, REPORT_REASONS } from "@inkwell/contract";
import type { ReportReason, ReportTargetType } from "@inkwell/contract";
import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { asApiError } from "../../lib/apiError";
import { useReportMutation } from "../../data/api/moderationApi";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Dialog, DialogActions } from "../../components/Dialog";
import { TextArea } from "../../components/TextArea";
import { REASON_LABELS } from "./reportReasons";
import styles from "./ReportDialog.module.css";

export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: number;
}

interface ReportDialogProps {
  target: ReportTarget | null;
  onClose: () => void;
}

export function ReportDialog({ target, onClose }: ReportDialogProps) {
  return target ? (
    <ReportForm key={`${target.targetType}:${target.targetId}`} target={target} onClose={onClose} />
  ) : null;
}

function ReportForm({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [report, { isLoading }] = useReportMutation();
  const intl = useIntl();
  const what = { target: target.targetType };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason) {
      setError(intl.formatMessage({ id: "console.reportDialog.chooseReason" }));
      return;
    }
    try {
      await report({ ...target, reason, ...(note.trim() ? { note: note.trim() } : {}) }).unwrap();
      setSent(true);
    } catch (err) {
      setError(asApiError(err)?.message ?? intl.formatMessage({ id: "console.reportDialog.failed" }));
    }
  };

  if (sent) {
    return (
      <Dialog
        open
        title={intl.formatMessage({ id: "console.reportDialog.thanksTitle" })}
        onClose={onClose}
        description={intl.formatMessage({ id: "console.reportDialog.thanksText" })}
      >
        <DialogActions>
          <Button onClick={onClose} autoFocus>
            <FormattedMessage id="console.reportDialog.close" />
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  const title = intl.formatMessage({ id: "console.reportDialog.title" }, what);
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      description={intl.formatMessage({ id: "console.reportDialog.question" }, what)}
    >
      <form className={styles.form} onSubmit={(e) => void submit(e)} aria-label={title}>
        {error && <Alert>{error}</Alert>}
        <fieldset className={styles.reasons}>
          <legend className="visually-hidden">
            <FormattedMessage id="console.reportDialog.reason" />
          </legend>
          {REPORT_REASONS.map((value, i) => (
            <label key={value} className={styles.reason}>
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                data-autofocus={i === 0 ? true : undefined}
                onChange={() => {
                  setReason(value);
                  setError(null);
                }}
              />
              <FormattedMessage id={REASON_LABELS[value]} />
            </label>
          ))}
        </fieldset>
        <TextArea
          label={intl.formatMessage({ id: "console.reportDialog.note" })}
          rows={3}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            <FormattedMessage id="console.cancel" />
          </Button>
          <Button type="submit" variant="danger" loading={isLoading}>
            <FormattedMessage id="console.reportDialog.send" />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
