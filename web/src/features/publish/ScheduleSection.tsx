// "Publishing": publish now, or switch on scheduling and pick a date and time no earlier than now; for a
// public post, whether it is mailed to the author's subscribers too.
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Input } from "../../components/Input";
import { toDateTimeLocal } from "../../lib/time";
import styles from "./PublishModal.module.css";
import { PublishSection } from "./PublishSection";

interface ScheduleSectionProps {
  isScheduled: boolean;
  onScheduledChange: (scheduled: boolean) => void;
  /** The chosen moment as a `datetime-local` value, "" until one is picked. */
  scheduleAt: string;
  onScheduleAtChange: (value: string) => void;
  error?: string;
  /** The "send by email" switch, for public posts only (null hides it). */
  byEmail: { checked: boolean; onChange: (checked: boolean) => void } | null;
}

export function ScheduleSection({
  isScheduled,
  onScheduledChange,
  scheduleAt,
  onScheduleAtChange,
  error,
  byEmail,
}: ScheduleSectionProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <PublishSection id={id} title={intl.formatMessage({ id: "writing.schedule.title" })}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          role="switch"
          checked={isScheduled}
          onChange={(e) => onScheduledChange(e.target.checked)}
        />
        <span>
          <FormattedMessage id="writing.schedule.later" />
        </span>
      </label>
      {isScheduled && (
        <Input
          label={intl.formatMessage({ id: "writing.schedule.when" })}
          type="datetime-local"
          value={scheduleAt}
          min={toDateTimeLocal(new Date())}
          onChange={(e) => onScheduleAtChange(e.target.value)}
          required
          hint={intl.formatMessage({ id: "writing.schedule.whenHint" })}
          error={error}
        />
      )}
      {byEmail && (
        <label className={styles.toggle}>
          <input
            type="checkbox"
            role="switch"
            checked={byEmail.checked}
            onChange={(e) => byEmail.onChange(e.target.checked)}
          />
          <span>
            <FormattedMessage id="writing.schedule.byEmail" />
          </span>
        </label>
      )}
    </PublishSection>
  );
}
