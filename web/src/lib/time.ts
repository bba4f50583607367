// Times for form controls. Dates and relative times as readers see them are in i18n/formats.ts.

/** The value a `datetime-local` input expects for `date`, in local time, to the minute. */
export function toDateTimeLocal(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
