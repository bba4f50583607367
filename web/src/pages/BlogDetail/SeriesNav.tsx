// The previous and next parts of a post's series, below its text: the neighbouring parts the reader may read.
import type { PostSeries } from "@inkwell/contract";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import styles from "./PostSeries.module.css";

export function SeriesNav({ series, lang }: { series: PostSeries; lang: string | undefined }) {
  const intl = useIntl();
  if (!series.previous && !series.next) return null;
  return (
    <nav
      className={styles.nav}
      aria-label={intl.formatMessage({ id: "reading.series.navigation" })}
      lang={lang}
      data-testid="post-series-nav"
    >
      {series.previous ? (
        <Link to={`/blog/${series.previous.slug}`} rel="prev" className={styles.previous}>
          <span className={styles.direction}>
            <FormattedMessage id="reading.series.previous" />
          </span>
          <span className={styles.neighbour}>{series.previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {series.next && (
        <Link to={`/blog/${series.next.slug}`} rel="next" className={styles.next}>
          <span className={styles.direction}>
            <FormattedMessage id="reading.series.next" />
          </span>
          <span className={styles.neighbour}>{series.next.title}</span>
        </Link>
      )}
    </nav>
  );
}
