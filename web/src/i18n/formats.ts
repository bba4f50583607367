// Dates, relative times and counts in the interface language (spec §9: relative up to 30 days, then a date).
// Dates are in UTC: the server renders pages with them and the browser must come to the same text when it
// takes the page over, wherever the reader is.
import { useMemo } from "react";
import { useIntl, type IntlShape } from "react-intl";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type DateInput = string | Date | null | undefined;

function asDate(value: DateInput): Date | null {
  if (!value) return null;
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 4, 2025" / "4 thg 3, 2025". */
export function formatDate(intl: IntlShape, value: DateInput): string {
  const date = asDate(value);
  if (!date) return "";
  return intl.formatDate(date, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
}

/** "just now" under a minute, then "5 minutes ago" / "5 phút trước" up to 30 days, then a date. */
export function relativeTime(intl: IntlShape, value: DateInput, now: Date = new Date()): string {
  const date = asDate(value);
  if (!date) return "";
  const diff = now.getTime() - date.getTime();
  if (diff < 0) return formatDate(intl, date);
  if (diff < MINUTE) return intl.formatMessage({ id: "common.justNow" });
  if (diff < HOUR)
    return intl.formatRelativeTime(-Math.floor(diff / MINUTE), "minute", { numeric: "always" });
  if (diff < DAY) return intl.formatRelativeTime(-Math.floor(diff / HOUR), "hour", { numeric: "always" });
  const days = Math.floor(diff / DAY);
  if (days <= 30) return intl.formatRelativeTime(-days, "day", { numeric: "always" });
  return formatDate(intl, date);
}

/** "1.2K" / "1,2 N": a count where space is short. */
export function formatCount(intl: IntlShape, count: number): string {
  return intl.formatNumber(count, { notation: "compact", maximumFractionDigits: 1 });
}

/** The formatters above, bound to the page's language. */
export function useFormats() {
  const intl = useIntl();
  return useMemo(
    () => ({
      date: (value: DateInput) => formatDate(intl, value),
      relative: (value: DateInput, now?: Date) => relativeTime(intl, value, now),
      count: (count: number) => formatCount(intl, count),
      number: (count: number) => intl.formatNumber(count),
    }),
    [intl],
  );
}
