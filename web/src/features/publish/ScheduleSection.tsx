// "Publishing": publish now, or switch on scheduling and pick a date and time no earlier than now; for a
// public post, whether it is mailed to the author's subscribers too.
import { useId } from "react";
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
  const id = useId();
  return (
    <PublishSection id={id} title="Publishing">
      <label className={styles.toggle}>
        <input
          type="checkbox"
          role="switch"
          checked={isScheduled}
          onChange={(e) => onScheduledChange(e.target.checked)}
        />
        <span>Schedule for later</span>
      </label>
      {isScheduled && (
        <Input
          label="Publish date and time"
          type="datetime-local"
          value={scheduleAt}
          min={toDateTimeLocal(new Date())}
          onChange={(e) => onScheduleAtChange(e.target.value)}
          required
          hint="Choose when the post goes live."
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
          <span>Send by email to my subscribers</span>
        </label>
      )}
    </PublishSection>
  );
}
