// Sign-ups per day as a small bar chart: bars drawn with CSS, described for screen readers by a summary and
// the same figures as a table.
import type { AdminStats } from "@inkwell/contract";
import { FormattedMessage, useIntl } from "react-intl";
import styles from "./SignupChart.module.css";

export function SignupChart({ days }: { days: AdminStats["signupsPerDay"] }) {
  const intl = useIntl();
  const dayLabel = (day: string) =>
    intl.formatDate(new Date(`${day}T00:00:00Z`), { month: "short", day: "numeric", timeZone: "UTC" });
  const peak = Math.max(0, ...days.map((d) => d.count));
  const most = Math.max(1, peak);
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const first = days[0];
  const last = days.at(-1);
  const summary =
    first && last
      ? intl.formatMessage(
          { id: "console.signups.summary" },
          { total, first: dayLabel(first.day), last: dayLabel(last.day), peak },
        )
      : intl.formatMessage({ id: "console.signups.none" });
  return (
    <figure className={styles.figure}>
      <div className={styles.chart} role="img" aria-label={summary}>
        {days.map((d) => (
          <div
            key={d.day}
            className={styles.column}
            title={intl.formatMessage(
              { id: "console.signups.dayCount" },
              { day: dayLabel(d.day), count: d.count },
            )}
          >
            <div
              className={styles.bar}
              style={{ height: `${(d.count / most) * 100}%` }}
              data-empty={d.count === 0 || undefined}
            />
          </div>
        ))}
      </div>
      <figcaption className={styles.axis} aria-hidden="true">
        <span>{first ? dayLabel(first.day) : ""}</span>
        <span>{last ? dayLabel(last.day) : ""}</span>
      </figcaption>
      <table className="visually-hidden">
        <caption>
          <FormattedMessage id="console.signups.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="console.signups.day" />
            </th>
            <th scope="col">
              <FormattedMessage id="console.signups.count" />
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <td>{dayLabel(d.day)}</td>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
