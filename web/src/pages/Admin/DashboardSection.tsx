// The console's first screen: what the site holds, what waits for staff, and sign-ups of the last 30 days.
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useGetReportsQuery, useGetStatsQuery } from "../../data/api/moderationApi";
import { Skeleton } from "../../components/Skeleton";
import { cx } from "../../lib/cx";
import { REASON_LABELS } from "../../features/moderation";
import type { MessageId } from "../../i18n";
import { useFormats } from "../../i18n/formats";
import styles from "./Admin.module.css";
import { SectionHeader } from "./SectionHeader";
import { SignupChart } from "./SignupChart";

export function DashboardSection() {
  const intl = useIntl();
  const { relative, number } = useFormats();
  const { data: stats, isLoading } = useGetStatsQuery();
  const open = useGetReportsQuery({ status: "open", limit: 5 });

  const figures: { label: MessageId; value: number; alert?: boolean }[] = stats
    ? [
        { label: "console.dashboard.users", value: stats.counts.users },
        { label: "console.dashboard.posts", value: stats.counts.posts },
        { label: "console.dashboard.comments", value: stats.counts.comments },
        {
          label: "console.dashboard.openReports",
          value: stats.counts.openReports,
          alert: stats.counts.openReports > 0,
        },
        {
          label: "console.dashboard.held",
          value: stats.counts.heldContent,
          alert: stats.counts.heldContent > 0,
        },
        { label: "console.dashboard.suspended", value: stats.counts.suspended },
        { label: "console.dashboard.banned", value: stats.counts.banned },
      ]
    : [];

  return (
    <>
      <SectionHeader
        title={intl.formatMessage({ id: "console.dashboard.title" })}
        description={intl.formatMessage({ id: "console.dashboard.description" })}
      />
      {isLoading || !stats ? (
        <Skeleton height={90} />
      ) : (
        <ul className={styles.stats} aria-label={intl.formatMessage({ id: "console.dashboard.figures" })}>
          {figures.map((f) => (
            <li key={f.label} className={cx(styles.stat, f.alert && styles.statAlert)}>
              <span className={styles.statValue}>{number(f.value)}</span>
              <span className={styles.statLabel}>
                <FormattedMessage id={f.label} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <section className={styles.panel} aria-labelledby="signups-heading">
        <h2 id="signups-heading" className={styles.panelTitle}>
          <FormattedMessage id="console.dashboard.signups" />
        </h2>
        {stats ? <SignupChart days={stats.signupsPerDay} /> : <Skeleton height={120} />}
      </section>
      <section className={styles.panel} aria-labelledby="open-heading">
        <h2 id="open-heading" className={styles.panelTitle}>
          <FormattedMessage id="console.dashboard.openHeading" />
        </h2>
        {open.data?.items.length ? (
          <ul className={styles.list}>
            {open.data.items.map((group) => (
              <li key={group.id} className={styles.rowHead}>
                <span className={styles.rowTitle}>
                  {group.target?.title ?? (
                    <FormattedMessage
                      id="console.dashboard.untitledTarget"
                      values={{ target: group.targetType }}
                    />
                  )}
                </span>
                <span className={styles.muted}>
                  <FormattedMessage
                    id="console.dashboard.openRow"
                    values={{
                      reasons: intl.formatList(
                        group.reasons.map((r) => intl.formatMessage({ id: REASON_LABELS[r] })),
                        { type: "unit" },
                      ),
                      count: group.reportsCount,
                      when: relative(group.lastReportedAt),
                    }}
                  />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>
            <FormattedMessage id="console.dashboard.nothingWaiting" />
          </p>
        )}
        <p>
          <Link to="/admin/reports">
            <FormattedMessage id="console.dashboard.queueLink" />
          </Link>
        </p>
      </section>
    </>
  );
}
