// /stats: a writer's numbers for the last 7, 30 or 90 days, overall or for one post: views, reads (readers
// who scrolled through most of a post), likes, comments, new followers and new subscribers, per day.
import { STAT_METRICS, STATS_PERIODS } from "@inkwell/contract";
import type { StatMetric } from "@inkwell/contract";
import { useState } from "react";
import { Link } from "react-router";
import { asApiError } from "../../lib/apiError";
import { useGetStatsQuery } from "../../data/api/statsApi";
import { Alert } from "../../components/Alert";
import { BarChart } from "../../components/BarChart";
import { PageHeader } from "../../components/PageHeader";
import { Spinner } from "../../components/Spinner";
import { cx } from "../../lib/cx";
import styles from "./Stats.module.css";

const LABELS: Record<StatMetric, string> = {
  views: "Views",
  reads: "Reads",
  likes: "Likes",
  comments: "Comments",
  followers: "New followers",
  subscribers: "New subscribers",
};
const TONES: Record<StatMetric, "accent" | "success" | "warning"> = {
  views: "accent",
  reads: "accent",
  likes: "warning",
  comments: "warning",
  followers: "success",
  subscribers: "success",
};

export default function StatsPage() {
  const [days, setDays] = useState<number>(30);
  const [postId, setPostId] = useState<number | undefined>(undefined);
  const { data, isFetching, error } = useGetStatsQuery(postId ? { days, postId } : { days });
  const { data: overall } = useGetStatsQuery({ days });
  const posts = overall?.posts ?? [];
  const chosen = posts.find((p) => p.id === postId);

  return (
    <>
      <PageHeader
        title="Stats"
        description="How your writing is read. Counted here, with no tracker, and without keeping readers' addresses."
      />
      <div className={styles.controls}>
        <fieldset className={styles.periods}>
          <legend className="visually-hidden">Period</legend>
          {STATS_PERIODS.map((n) => (
            <label key={n} className={cx(styles.period, days === n && styles.periodActive)}>
              <input type="radio" name="period" value={n} checked={days === n} onChange={() => setDays(n)} />
              {n} days
            </label>
          ))}
        </fieldset>
        <label className={styles.select}>
          <span>Post</span>
          <select
            value={postId ?? ""}
            onChange={(e) => setPostId(e.target.value ? Number(e.target.value) : undefined)}
          >
            <option value="">All posts</option>
            {posts.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title || "Untitled"}
              </option>
            ))}
          </select>
        </label>
      </div>

      {error ? (
        <Alert>{asApiError(error)?.message ?? "Stats could not be loaded."}</Alert>
      ) : !data ? (
        <Spinner label="Loading stats" />
      ) : (
        <div aria-busy={isFetching}>
          {chosen && (
            <p className={styles.scope}>
              Showing <Link to={`/blog/${chosen.slug}`}>{chosen.title || "Untitled"}</Link>; followers and
              subscribers are for all your writing.
            </p>
          )}
          <div className={styles.charts}>
            {STAT_METRICS.map((metric) => (
              <BarChart
                key={metric}
                title={LABELS[metric]}
                tone={TONES[metric]}
                points={data.series.map((day) => ({ date: day.date, value: day[metric] }))}
              />
            ))}
          </div>

          <section aria-labelledby="per-post" className={styles.perPost}>
            <h2 id="per-post" className={styles.sectionTitle}>
              Per post, last {days} days
            </h2>
            {posts.length === 0 ? (
              <p className={styles.muted}>
                Nothing published yet. <Link to="/write">Write a post</Link> and its numbers will show here.
              </p>
            ) : (
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Post</th>
                      <th scope="col">Views</th>
                      <th scope="col">Reads</th>
                      <th scope="col">Likes</th>
                      <th scope="col">Comments</th>
                    </tr>
                  </thead>
                  <tbody>
                    {posts.map((p) => (
                      <tr key={p.id} className={cx(p.id === postId && styles.current)}>
                        <th scope="row">
                          <button type="button" className={styles.postButton} onClick={() => setPostId(p.id)}>
                            {p.title || "Untitled"}
                          </button>
                        </th>
                        <td>{p.views}</td>
                        <td>{p.reads}</td>
                        <td>{p.likes}</td>
                        <td>{p.comments}</td>
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
