// The reports queue: one card per reported target with what was reported, who wrote it, why and how often,
// and one-click actions. Keyboard: j / k move between cards, d dismiss, h hide, r remove, s suspend the
// author for 7 days, b ban the author (remove and ban ask first). New reports arrive live.
import { REPORT_STATUSES, channels, realtimeEvents } from "@inkwell/contract";
import type { ModerationAction, ReportGroup, ReportStatus } from "@inkwell/contract";
import { useCallback, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useGetReportsQuery, useResolveReportMutation } from "../../data/api/moderationApi";
import { useRealtimeEvent } from "../../data/realtime/RealtimeProvider";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { EmptyState } from "../../components/EmptyState";
import type { MessageId } from "../../i18n";
import styles from "./Admin.module.css";
import { ConsoleList } from "./ConsoleList";
import { FilterTabs } from "./FilterTabs";
import { ReportCard } from "./ReportCard";
import { CONFIRMATIONS } from "./reportActions";
import { useConsoleAction } from "./useConsoleAction";
import { useListPage } from "./useListPage";
import { useReportKeys } from "./useReportKeys";

const STATUS_LABELS: Record<ReportStatus, MessageId> = {
  open: "console.reports.status.open",
  resolved: "console.reports.status.resolved",
};

export function ReportsSection() {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const [status, setStatus] = useState<ReportStatus>("open");
  const list = useListPage();
  const reports = useGetReportsQuery({ status, page: list.page, limit: 10 });
  const [resolve, { isLoading: acting }] = useResolveReportMutation();
  const [selected, setSelected] = useState(0);
  const [pending, setPending] = useState<{ group: ReportGroup; action: ModerationAction } | null>(null);
  const { error, attempt } = useConsoleAction();
  const groups = useMemo(() => reports.data?.items ?? [], [reports.data]);

  // A new report reaches staff as a notification on their private channel.
  useRealtimeEvent(
    user ? channels.notifications(user.id) : null,
    realtimeEvents.newNotification,
    () => void reports.refetch(),
  );

  const act = useCallback(
    async (group: ReportGroup, action: ModerationAction, confirmed = false) => {
      if (!confirmed && CONFIRMATIONS[action]) {
        setPending({ group, action });
        return;
      }
      setPending(null);
      await attempt(() => resolve({ id: group.id, action }).unwrap());
    },
    [resolve, attempt],
  );

  useReportKeys({ enabled: status === "open", groups, selected, setSelected, paused: !!pending, act });

  const confirm = pending ? CONFIRMATIONS[pending.action] : undefined;

  return (
    <>
      <ConsoleList
        title={intl.formatMessage({ id: "console.reports.title" })}
        description={
          <FormattedMessage
            id="console.reports.keys"
            values={{ kbd: (chunks) => <kbd className={styles.kbd}>{chunks}</kbd> }}
          />
        }
        descriptionClassName={styles.keys}
        filters={
          <FilterTabs
            label={intl.formatMessage({ id: "console.reports.filter" })}
            options={REPORT_STATUSES}
            labels={STATUS_LABELS}
            value={status}
            onChange={list.fromFirstPage((s: ReportStatus) => {
              setStatus(s);
              setSelected(0);
            })}
          />
        }
        error={error}
        list={reports}
        skeletonHeight={160}
        empty={
          <EmptyState
            title={intl.formatMessage({
              id: status === "open" ? "console.reports.emptyOpen" : "console.reports.emptyResolved",
            })}
            description={
              status === "open" ? intl.formatMessage({ id: "console.reports.emptyOpenText" }) : undefined
            }
            icon="flag"
          />
        }
        pages={list}
      >
        {(items) => (
          <ul
            className={styles.list}
            aria-label={intl.formatMessage({
              id: status === "open" ? "console.reports.listOpen" : "console.reports.listResolved",
            })}
          >
            {items.map((group, i) => (
              <ReportCard
                key={`${group.targetType}:${group.targetId}`}
                group={group}
                selected={status === "open" && i === selected}
                busy={acting}
                onSelect={() => setSelected(i)}
                onAct={status === "open" ? (action) => void act(group, action) : undefined}
              />
            ))}
          </ul>
        )}
      </ConsoleList>
      <ConfirmDialog
        open={!!pending && !!confirm}
        title={confirm ? intl.formatMessage({ id: confirm.title }) : ""}
        message={confirm ? intl.formatMessage({ id: confirm.message }) : ""}
        confirmLabel={confirm && intl.formatMessage({ id: confirm.label })}
        busy={acting}
        onConfirm={() => pending && void act(pending.group, pending.action, true)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
