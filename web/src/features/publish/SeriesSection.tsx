// "Series": the writer puts the post in one of their series, in a new one by its title, or in none. Only the
// choice is made here; the post joins the series (at its end) once it is published (usePlaceInSeries).
import { useId } from "react";
import { useIntl } from "react-intl";
import { Input } from "../../components/Input";
import { useGetMySeriesQuery } from "../../data/api/seriesApi";
import styles from "./PublishModal.module.css";
import { PublishSection } from "./PublishSection";

/** The series picked: one of the writer's (its id), a new one, or none. */
export type SeriesPick = number | "new" | null;

export function SeriesSection({
  value,
  onChange,
  newTitle,
  onNewTitleChange,
  error,
}: {
  value: SeriesPick;
  onChange: (pick: SeriesPick) => void;
  newTitle: string;
  onNewTitleChange: (title: string) => void;
  error?: string | undefined;
}) {
  const intl = useIntl();
  const id = useId();
  const { data: mine = [] } = useGetMySeriesQuery();
  return (
    <PublishSection id={id} title={intl.formatMessage({ id: "writing.series.title" })}>
      <p className={styles.hint}>{intl.formatMessage({ id: "writing.series.hint" })}</p>
      <select
        className={styles.select}
        aria-labelledby={id}
        value={value === null ? "" : String(value)}
        onChange={(event) => {
          const picked = event.target.value;
          onChange(picked === "" ? null : picked === "new" ? "new" : Number(picked));
        }}
      >
        <option value="">{intl.formatMessage({ id: "writing.series.none" })}</option>
        {mine.map((series) => (
          <option key={series.id} value={series.id}>
            {series.title}
          </option>
        ))}
        <option value="new">{intl.formatMessage({ id: "writing.series.new" })}</option>
      </select>
      {value === "new" && (
        <Input
          label={intl.formatMessage({ id: "writing.series.newTitle" })}
          placeholder={intl.formatMessage({ id: "writing.series.newTitlePlaceholder" })}
          value={newTitle}
          maxLength={120}
          onChange={(event) => onNewTitleChange(event.target.value)}
          error={error}
        />
      )}
    </PublishSection>
  );
}
