// /stats: a writer's numbers for the last 7, 30 or 90 days, overall or for one post: views, reads (readers
// who scrolled through most of a post), likes, comments, new followers and new subscribers, per day.
import { STAT_METRICS, STATS_PERIODS } from "@inkwell/contract";
import type { StatMetric } from "@inkwell/contract";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { asApiError } from "../../lib/apiError";
import { useGetStatsQuery } from "../../data/api/statsApi";
import { Alert } from "../../components/Alert";
import { BarChart } from "../../components/BarChart";
import { PageHeader } from "../../components/PageHeader";
import { Spinner } from "../../components/Spinner";
import type { MessageId } from "../../i18n";
import { useFormats } from "../../i18n/formats";
import { cx } from "../../lib/cx";
import styles from "./Stats.module.css";

const LABELS: Record<StatMetric, MessageId> = {
  views: "writing.stats.views",
  reads: "writing.stats.reads",
  likes: "writing.stats.likes",
  comments: "writing.stats.comments",
  followers: "writing.stats.followers",
  subscribers: "writing.stats.subscribers",
};
/** The per-post table's columns after the post's title. */
const COLUMNS = ["views", "reads", "likes", "comments"] as const;
const TONES: Record<StatMetric, "accent" | "success" | "warning"> = {
  views: "accent",
  reads: "accent",
  likes: "warning",
  comments: "warning",
  followers: "success",
  subscribers: "success",
};

export default function StatsPage() {
  const intl = useIntl();
  const formats = useFormats();
  const [days, setDays] = useState<number>(30);
  const [postId, setPostId] = useState<number | undefined>(undefined);
  const { data, isFetching, error } = useGetStatsQuery(postId ? { days, postId } : { days });
  const { data: overall } = useGetStatsQuery({ days });
  const posts = overall?.posts ?? [];
  const chosen = posts.find((p) => p.id === postId);
  const untitled = intl.formatMessage({ id: "writing.stats.untitled" });

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: "writing.stats.title" })}
        description={intl.formatMessage({ id: "writing.stats.description" })}
      />
      <div className={styles.controls}>
        <fieldset className={styles.periods}>
          <legend className="visually-hidden">
            <FormattedMessage id="writing.stats.period" />
          </legend>
          {STATS_PERIODS.map((n) => (
            <label key={n} className={cx(styles.period, days === n && styles.periodActive)}>
              <input type="radio" name="period" value={n} checked={days === n} onChange={() => setDays(n)} />
              <FormattedMessage id="writing.stats.days" values={{ days: n }} />
            </label>
          ))}
        </fieldset>
        <label className={styles.select}>
          <span>
            <FormattedMessage id="writing.stats.post" />
          </span>
          <select
            value={postId ?? ""}
            onChange={(e) => setPostId(e.target.value ? Number(e.target.value) : undefined)}
          >
            <option value="">{intl.formatMessage({ id: "writing.stats.allPosts" })}</option>
            {posts.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title || untitled}
              </option>
            ))}
          </select>
        </label>
      </div>

      {error ? (
        <Alert>{asApiError(error)?.message ?? intl.formatMessage({ id: "writing.stats.loadFailed" })}</Alert>
      ) : !data ? (
        <Spinner label={intl.formatMessage({ id: "writing.stats.loading" })} />
      ) : (
        <div aria-busy={isFetching}>
          {chosen && (
            <p className={styles.scope}>
              <FormattedMessage
                id="writing.stats.scope"
                values={{
                  title: chosen.title || untitled,
                  link: (chunks) => <Link to={`/blog/${chosen.slug}`}>{chunks}</Link>,
                }}
              />
            </p>
          )}
          <div className={styles.charts}>
            {STAT_METRICS.map((metric) => (
              <BarChart
                key={metric}
                title={intl.formatMessage({ id: LABELS[metric] })}
                tone={TONES[metric]}
                points={data.series.map((day) => ({ date: day.date, value: day[metric] }))}
              />
            ))}
          </div>

          <section aria-labelledby="per-post" className={styles.perPost}>
            <h2 id="per-post" className={styles.sectionTitle}>
              <FormattedMessage id="writing.stats.perPost" values={{ days }} />
            </h2>
            {posts.length === 0 ? (
              <p className={styles.muted}>
                <FormattedMessage
                  id="writing.stats.nothingYet"
                  values={{ link: (chunks) => <Link to="/write">{chunks}</Link> }}
                />
              </p>
            ) : (
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">
                        <FormattedMessage id="writing.stats.post" />
                      </th>
                      {COLUMNS.map((metric) => (
                        <th key={metric} scope="col">
                          <FormattedMessage id={LABELS[metric]} />
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {posts.map((p) => (
                      <tr key={p.id} className={cx(p.id === postId && styles.current)}>
                        <th scope="row">
                          <button type="button" className={styles.postButton} onClick={() => setPostId(p.id)}>
                            {p.title || untitled}
                          </button>
                        </th>
                        {COLUMNS.map((metric) => (
                          <td key={metric}>{formats.number(p[metric])}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </div>
      )}
    </>
  );
}
