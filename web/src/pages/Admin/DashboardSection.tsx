// The console's first screen: what the site holds, what waits for staff, and sign-ups of the last 30 days.
import { Link } from "react-router";
import { useGetReportsQuery, useGetStatsQuery } from "../../data/api/moderationApi";
import { Skeleton } from "../../components/Skeleton";
import { cx } from "../../lib/cx";
import { relativeTime } from "../../lib/time";
import { REASON_LABELS, TARGET_NAMES } from "../../features/moderation";
import { counted } from "../../lib/text";
import styles from "./Admin.module.css";
import { SectionHeader } from "./SectionHeader";
import { SignupChart } from "./SignupChart";

export function DashboardSection() {
  const { data: stats, isLoading } = useGetStatsQuery();
  const open = useGetReportsQuery({ status: "open", limit: 5 });

  const figures = stats
    ? [
        { label: "Users", value: stats.counts.users },
        { label: "Posts", value: stats.counts.posts },
        { label: "Comments", value: stats.counts.comments },
        { label: "Open reports", value: stats.counts.openReports, alert: stats.counts.openReports > 0 },
        { label: "Held for review", value: stats.counts.heldContent, alert: stats.counts.heldContent > 0 },
        { label: "Suspended", value: stats.counts.suspended },
        { label: "Banned", value: stats.counts.banned },
      ]
    : [];

  return (
    <>
      <SectionHeader
        title="Dashboard"
        description="What the site holds and what is waiting for a moderator."
      />
      {isLoading || !stats ? (
        <Skeleton height={90} />
      ) : (
        <ul className={styles.stats} aria-label="Figures">
          {figures.map((f) => (
            <li key={f.label} className={cx(styles.stat, f.alert && styles.statAlert)}>
              <span className={styles.statValue}>{f.value}</span>
              <span className={styles.statLabel}>{f.label}</span>
            </li>
          ))}
        </ul>
      )}
      <section className={styles.panel} aria-labelledby="signups-heading">
        <h2 id="signups-heading" className={styles.panelTitle}>
          Sign-ups per day
        </h2>
        {stats ? <SignupChart days={stats.signupsPerDay} /> : <Skeleton height={120} />}
      </section>
      <section className={styles.panel} aria-labelledby="open-heading">
        <h2 id="open-heading" className={styles.panelTitle}>
          Open reports
        </h2>
        {open.data?.items.length ? (
          <ul className={styles.list}>
            {open.data.items.map((group) => (
              <li key={group.id} className={styles.rowHead}>
                <span className={styles.rowTitle}>
                  {group.target?.title ?? `A ${TARGET_NAMES[group.targetType]}`}
                </span>
                <span className={styles.muted}>
                  {group.reasons.map((r) => REASON_LABELS[r]).join(", ")} ·{" "}
                  {counted(group.reportsCount, "report")} · {relativeTime(group.lastReportedAt)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>Nothing is waiting. Well done.</p>
        )}
        <p>
          <Link to="/admin/reports">Open the reports queue</Link>
        </p>
      </section>
    </>
  );
}
