// A small daily bar chart drawn with plain elements (no canvas, no chart library): the bars are a picture
// with a one-line summary for assistive technology, and the numbers behind them are a table it can read.
import { useId } from "react";
import { useIntl } from "react-intl";
import { cx } from "../lib/cx";
import styles from "./BarChart.module.css";

export interface BarPoint {
  /** `YYYY-MM-DD`. */
  date: string;
  value: number;
}

export function BarChart({
  title,
  points,
  tone = "accent",
}: {
  title: string;
  points: BarPoint[];
  tone?: "accent" | "success" | "warning";
}) {
  const id = useId();
  const intl = useIntl();
  const dayLabel = (date: string) =>
    intl.formatDate(`${date}T00:00:00Z`, { month: "short", day: "numeric", timeZone: "UTC" });
  const max = Math.max(1, ...points.map((p) => p.value));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const first = points[0];
  const last = points.at(-1);
  const peak = points.reduce<BarPoint | undefined>(
    (best, p) => (!best || p.value > best.value ? p : best),
    undefined,
  );
  const summary =
    peak && peak.value > 0
      ? intl.formatMessage(
          { id: "common.chart.summaryPeak" },
          { title, total, days: points.length, peakDay: dayLabel(peak.date), peak: peak.value },
        )
      : intl.formatMessage({ id: "common.chart.summary" }, { title, total, days: points.length });
  return (
    <figure className={styles.chart} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.head}>
        <span className={styles.title}>{title}</span>
        <strong className={styles.total}>{intl.formatNumber(total)}</strong>
      </figcaption>
      <div className={cx(styles.bars, styles[tone])} role="img" aria-label={summary}>
        {points.map((p) => (
          <span
            key={p.date}
            className={styles.bar}
            style={{ height: `${p.value === 0 ? 0 : Math.max(4, (p.value / max) * 100)}%` }}
            title={intl.formatMessage({ id: "common.chart.bar" }, { day: dayLabel(p.date), value: p.value })}
          />
        ))}
      </div>
      {first && last && (
        <div className={styles.axis} aria-hidden="true">
          <span>{dayLabel(first.date)}</span>
          <span>{dayLabel(last.date)}</span>
        </div>
      )}
      <table className="visually-hidden">
        <caption>{intl.formatMessage({ id: "common.chart.caption" }, { title })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: "common.chart.day" })}</th>
            <th scope="col">{title}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.date}>
              <th scope="row">{dayLabel(p.date)}</th>
              <td>{p.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
