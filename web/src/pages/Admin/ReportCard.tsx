// One reported target in the queue: what it is and says, who wrote it (and whether they are sanctioned),
// the reasons and reports, and the actions (or, once resolved, what was done).
import { ACTIONS_BY_TARGET } from "@inkwell/contract";
import type { ModerationAction, ReportGroup } from "@inkwell/contract";
import { Link } from "react-router";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { cx } from "../../lib/cx";
import { relativeTime } from "../../lib/time";
import { REASON_LABELS, TARGET_NAMES } from "../../features/moderation";
import { counted } from "../../lib/text";
import styles from "./Admin.module.css";
import { ACTION_KEYS, ACTION_LABELS } from "./reportActions";

const KEY_OF = Object.fromEntries(Object.entries(ACTION_KEYS).map(([key, action]) => [action, key]));

interface ReportCardProps {
  group: ReportGroup;
  selected: boolean;
  busy: boolean;
  onSelect: () => void;
  /** Absent for resolved reports. */
  onAct?: (action: ModerationAction) => void;
}

export function ReportCard({ group, selected, busy, onSelect, onAct }: ReportCardProps) {
  const { target } = group;
  const what = TARGET_NAMES[group.targetType];
  const resolution = group.reports.find((r) => r.resolution)?.resolution;
  return (
    <li
      className={cx(styles.row, selected && styles.rowSelected)}
      aria-current={selected || undefined}
      aria-label={`Reported ${what}${target?.title ? `: ${target.title}` : ""}`}
      onClick={onSelect}
    >
      <div className={styles.rowHead}>
        <Badge tone="accent">{what}</Badge>
        {target?.moderation && (
          <Badge tone="warning">{target.moderation === "held" ? "held for review" : "hidden"}</Badge>
        )}
        {target?.title && (
          <span className={styles.rowTitle}>
            {/* A comment's title is its post's. */}
            {group.targetType === "comment" && <span className={styles.muted}>on </span>}
            {target.link ? <Link to={target.link}>{target.title}</Link> : target.title}
          </span>
        )}
        <span className={styles.muted}>
          {counted(group.reportsCount, "report")} · last {relativeTime(group.lastReportedAt)}
        </span>
      </div>
      {target ? (
        <>
          {target.text && <blockquote className={styles.quote}>{target.text}</blockquote>}
          {target.author && (
            <p className={styles.muted}>
              By <Link to={`/profile/${target.author.username}`}>@{target.author.username}</Link>
              {target.authorStatus && target.authorStatus.state !== "active" && (
                <>
                  {" "}
                  <Badge tone="danger">{target.authorStatus.state}</Badge>
                </>
              )}
            </p>
          )}
        </>
      ) : (
        <p className={styles.muted}>This {what} no longer exists.</p>
      )}
      <div className={styles.badges}>
        {group.reasons.map((reason) => (
          <Badge key={reason}>{REASON_LABELS[reason]}</Badge>
        ))}
      </div>
      <ul className={styles.list}>
        {group.reports.map((r) => (
          <li key={r.id} className={styles.muted}>
            {r.reporter ? (
              <>
                @{r.reporter.username}: {REASON_LABELS[r.reason]}
                {r.note ? ` — “${r.note}”` : ""}
              </>
            ) : (
              r.note
            )}
          </li>
        ))}
      </ul>
      {onAct ? (
        <div className={styles.actions}>
          {ACTIONS_BY_TARGET[group.targetType].map((action) => (
            <Button
              key={action}
              size="sm"
              variant={
                action === "dismiss"
                  ? "secondary"
                  : action === "ban" || action === "remove"
                    ? "danger"
                    : "primary"
              }
              disabled={busy || ((action === "hide" || action === "remove") && !target)}
              aria-keyshortcuts={KEY_OF[action]}
              onClick={(e) => {
                e.stopPropagation();
                onAct(action);
              }}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
        </div>
      ) : (
        resolution && (
          <p className={styles.muted}>
            {ACTION_LABELS[resolution.action]} by{" "}
            {resolution.by ? `@${resolution.by.username}` : "a moderator"} {relativeTime(resolution.at)}
            {resolution.note ? ` — “${resolution.note}”` : ""}
          </p>
        )
      )}
    </li>
  );
}
