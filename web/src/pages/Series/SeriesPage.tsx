// A series: its title, description and author, and its parts in order (only those the reader may read; the
// author sees their drafts and scheduled parts too, marked). The server renders it (./prefetch.ts).
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { Link, useParams } from "react-router";
import { Badge } from "../../components/Badge";
import { Skeleton } from "../../components/Skeleton";
import { useGetSeriesQuery } from "../../data/api/seriesApi";
import { useDocumentTitle } from "../../data/site/useDocumentTitle";
import { NotFound } from "../NotFound/NotFound";
import styles from "./SeriesPage.module.css";

export default function SeriesPage() {
  const intl = useIntl();
  const { slug = "" } = useParams();
  const { data: series, isError } = useGetSeriesQuery(slug);
  useDocumentTitle(series?.title);

  if (isError) return <NotFound />;
  if (!series) {
    return (
      <div className={styles.page}>
        <Skeleton width="40%" height={14} />
        <Skeleton width="80%" height={36} />
        <Skeleton width="60%" height={16} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.kind}>
          <FormattedMessage id="reading.series.kind" />
        </p>
        <h1 className={styles.title}>{series.title}</h1>
        {series.description && <p className={styles.description}>{series.description}</p>}
        <p className={styles.meta}>
          <FormattedMessage
            id="reading.series.by"
            values={{
              name: <Link to={`/profile/${series.author.username}`}>{series.author.name}</Link>,
            }}
          />
          <span className={styles.dot} aria-hidden="true" />
          <FormattedMessage id="reading.series.parts" values={{ count: series.posts.length }} />
        </p>
      </header>
      {series.posts.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="reading.series.empty" />
        </p>
      ) : (
        <ol className={styles.parts} aria-label={intl.formatMessage({ id: "reading.series.allParts" })}>
          {series.posts.map((part, index) => (
            <li key={part.id} className={styles.part}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <div className={styles.body}>
                <h2 className={styles.partTitle}>
                  <Link to={`/blog/${part.slug}`}>
                    {part.title || intl.formatMessage({ id: "reading.post.untitled" })}
                  </Link>
                  {part.status !== "published" && (
                    <Badge tone="warning">
                      <FormattedMessage
                        id={part.status === "draft" ? "reading.post.draft" : "reading.post.scheduled"}
                      />
                    </Badge>
                  )}
                </h2>
                {part.excerpt && <p className={styles.excerpt}>{part.excerpt}</p>}
                <p className={styles.partMeta}>
                  {part.publishedAt && (
                    <>
                      <FormattedDate value={part.publishedAt} dateStyle="medium" />
                      <span className={styles.dot} aria-hidden="true" />
                    </>
                  )}
                  <FormattedMessage id="reading.post.readTime" values={{ minutes: part.readTime }} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
