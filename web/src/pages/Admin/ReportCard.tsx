// One reported target in the queue: what it is and says, who wrote it (and whether they are sanctioned),
// the reasons and reports, and the actions (or, once resolved, what was done).
import { ACTIONS_BY_TARGET } from "@inkwell/contract";
import type { ModerationAction, ReportGroup } from "@inkwell/contract";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { cx } from "../../lib/cx";
import { useFormats } from "../../i18n/formats";
import { REASON_LABELS, TARGET_NAMES } from "../../features/moderation";
import styles from "./Admin.module.css";
import { ACCOUNT_STATE_LABELS } from "./labels";
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
  const intl = useIntl();
  const { relative } = useFormats();
  const { target } = group;
  const author = target?.author;
  const kind = { target: group.targetType };
  const resolution = group.reports.find((r) => r.resolution)?.resolution;
  const withNote = (text: string, note: string | null) =>
    note ? intl.formatMessage({ id: "console.withNote" }, { text, note }) : text;
  return (
    <li
      className={cx(styles.row, selected && styles.rowSelected)}
      aria-current={selected || undefined}
      aria-label={
        target?.title
          ? intl.formatMessage({ id: "console.reportCard.labelWithTitle" }, { ...kind, title: target.title })
          : intl.formatMessage({ id: "console.reportCard.label" }, kind)
      }
      onClick={onSelect}
    >
      <div className={styles.rowHead}>
        <Badge tone="accent">
          <FormattedMessage id={TARGET_NAMES[group.targetType]} />
        </Badge>
        {target?.moderation && (
          <Badge tone="warning">
            <FormattedMessage id="console.reportCard.moderation" values={{ state: target.moderation }} />
          </Badge>
        )}
        {target?.title && (
          <span className={styles.rowTitle}>
            {/* A comment's title is its post's. */}
            {group.targetType === "comment" ? (
              <FormattedMessage
                id="console.reportCard.onPost"
                values={{
                  muted: (chunks) => <span className={styles.muted}>{chunks}</span>,
                  title: <TargetTitle title={target.title} link={target.link} />,
                }}
              />
            ) : (
              <TargetTitle title={target.title} link={target.link} />
            )}
          </span>
        )}
        <span className={styles.muted}>
          <FormattedMessage
            id="console.reportCard.counts"
            values={{ count: group.reportsCount, when: relative(group.lastReportedAt) }}
          />
        </span>
      </div>
      {target ? (
        <>
          {target.text && <blockquote className={styles.quote}>{target.text}</blockquote>}
          {author && (
            <p className={styles.muted}>
              <FormattedMessage
                id="console.reportCard.by"
                values={{
                  username: author.username,
                  link: (chunks) => <Link to={`/profile/${author.username}`}>{chunks}</Link>,
                }}
              />
              {target.authorStatus && target.authorStatus.state !== "active" && (
                <>
                  {" "}
                  <Badge tone="danger">
                    <FormattedMessage id={ACCOUNT_STATE_LABELS[target.authorStatus.state]} />
                  </Badge>
                </>
              )}
            </p>
          )}
        </>
      ) : (
        <p className={styles.muted}>
          <FormattedMessage id="console.reportCard.gone" values={kind} />
        </p>
      )}
      <div className={styles.badges}>
        {group.reasons.map((reason) => (
          <Badge key={reason}>
            <FormattedMessage id={REASON_LABELS[reason]} />
          </Badge>
        ))}
      </div>
      <ul className={styles.list}>
        {group.reports.map((r) => (
          <li key={r.id} className={styles.muted}>
            {r.reporter
              ? withNote(
                  intl.formatMessage(
                    { id: "console.reportCard.report" },
                    {
                      username: r.reporter.username,
                      reason: intl.formatMessage({ id: REASON_LABELS[r.reason] }),
                    },
                  ),
                  r.note,
                )
              : r.note}
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
              <FormattedMessage id={ACTION_LABELS[action]} />
            </Button>
          ))}
        </div>
      ) : (
        resolution && (
          <p className={styles.muted}>
            {withNote(
              intl.formatMessage(
                { id: "console.reportCard.resolution" },
                {
                  action: resolution.action,
                  who: resolution.by
                    ? intl.formatMessage({ id: "console.handle" }, { username: resolution.by.username })
                    : intl.formatMessage({ id: "console.reportCard.aModerator" }),
                  when: relative(resolution.at),
                },
              ),
              resolution.note,
            )}
          </p>
        )
      )}
    </li>
  );
}

/** What was reported, linked to where it can be seen when it can. */
function TargetTitle({ title, link }: { title: string; link: string | null }) {
  return link ? <Link to={link}>{title}</Link> : <>{title}</>;
}
