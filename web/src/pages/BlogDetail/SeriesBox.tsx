// A post's series on its page: "Part 2 of 5" of the series (a link to its page) with the list of parts the
// reader may read, folded away until opened (SeriesNav links the previous and next parts below the text).
// Plain links and a <details> element: the same on the server's page as after a client navigation.
import type { PostSeries } from "@inkwell/contract";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import styles from "./PostSeries.module.css";

export function SeriesBox({ series, lang }: { series: PostSeries; lang: string | undefined }) {
  const intl = useIntl();
  return (
    <aside
      className={styles.box}
      aria-label={intl.formatMessage({ id: "reading.series.label" })}
      lang={lang}
      data-testid="post-series"
    >
      <p className={styles.heading}>
        <span className={styles.kind}>
          <FormattedMessage id="reading.series.label" />
        </span>
        <Link to={`/series/${series.slug}`} className={styles.seriesTitle}>
          {series.title}
        </Link>
      </p>
      <details className={styles.parts}>
        <summary>
          <FormattedMessage
            id="reading.series.partOf"
            values={{ position: series.position, total: series.total }}
          />
        </summary>
        <ol>
          {series.parts.map((part, index) => (
            <li key={part.id}>
              {index + 1 === series.position ? (
                <span aria-current="page" className={styles.current}>
                  {part.title}
                  <span className={styles.muted}>
                    <FormattedMessage id="reading.series.current" />
                  </span>
                </span>
              ) : (
                <Link to={`/blog/${part.slug}`}>{part.title}</Link>
              )}
            </li>
          ))}
        </ol>
      </details>
    </aside>
  );
}
