// The reports queue: one card per reported target with what was reported, who wrote it, why and how often,
// and one-click actions. Keyboard: j / k move between cards, d dismiss, h hide, r remove, s suspend the
// author for 7 days, b ban the author (remove and ban ask first). New reports arrive live.
import { ACTIONS_BY_TARGET, REPORT_STATUSES, channels, realtimeEvents } from "@inkwell/contract";
import type { ModerationAction, ReportGroup, ReportStatus } from "@inkwell/contract";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useGetReportsQuery, useResolveReportMutation } from "../../app/api/moderationApi";
import { useRealtimeEvent } from "../../app/realtime/RealtimeProvider";
import { selectCurrentUser } from "../../app/session/authSlice";
import { useAppSelector } from "../../app/store";
import { Alert } from "../../components/Alert";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { EmptyState } from "../../components/EmptyState";
import { Pagination } from "../../components/Pagination";
import { Skeleton } from "../../components/Skeleton";
import { cx } from "../../lib/cx";
import styles from "./Admin.module.css";
import { FilterTabs } from "./FilterTabs";
import { ReportCard } from "./ReportCard";
import { ACTION_KEYS } from "./reportActions";
import { useConsoleAction } from "./useConsoleAction";

const CONFIRM: Partial<Record<ModerationAction, { title: string; message: string; label: string }>> = {
  remove: {
    title: "Remove it for everyone?",
    message: "The post, comment or message is deleted; this cannot be undone.",
    label: "Remove",
  },
  ban: {
    title: "Ban the author?",
    message:
      "They are signed out everywhere, cannot sign in again, and others no longer see what they wrote.",
    label: "Ban",
  },
};

const STATUS_LABELS: Record<ReportStatus, string> = { open: "Open", resolved: "Resolved" };

/** Keys typed into a field are the field's. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(input|textarea|select)$/i.test(target.tagName));

export function ReportsSection() {
  const user = useAppSelector(selectCurrentUser);
  const [status, setStatus] = useState<ReportStatus>("open");
  const [page, setPage] = useState(1);
  const { data, isLoading, refetch } = useGetReportsQuery({ status, page, limit: 10 });
  const [resolve, { isLoading: acting }] = useResolveReportMutation();
  const [selected, setSelected] = useState(0);
  const [pending, setPending] = useState<{ group: ReportGroup; action: ModerationAction } | null>(null);
  const { error, attempt } = useConsoleAction();
  const groups = useMemo(() => data?.items ?? [], [data]);

  // A new report reaches staff as a notification on their private channel.
  useRealtimeEvent(
    user ? channels.notifications(user.id) : null,
    realtimeEvents.newNotification,
    () => void refetch(),
  );

  const act = useCallback(
    async (group: ReportGroup, action: ModerationAction, confirmed = false) => {
      if (!confirmed && CONFIRM[action]) {
        setPending({ group, action });
        return;
      }
      setPending(null);
      await attempt(() => resolve({ id: group.id, action }).unwrap());
    },
    [resolve, attempt],
  );

  useEffect(() => {
    if (status !== "open") return;
    const onKey = (e: KeyboardEvent) => {
      if (pending || e.metaKey || e.ctrlKey || e.altKey || typing(e.target)) return;
      if (e.key === "j") setSelected((i) => Math.min(i + 1, groups.length - 1));
      else if (e.key === "k") setSelected((i) => Math.max(i - 1, 0));
      else {
        const action = ACTION_KEYS[e.key];
        const group = groups[selected];
        if (!action || !group || !ACTIONS_BY_TARGET[group.targetType].includes(action)) return;
        void act(group, action);
      }
      e.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [status, groups, selected, pending, act]);

  useEffect(() => {
    if (selected >= groups.length) setSelected(Math.max(0, groups.length - 1));
  }, [groups.length, selected]);

  const confirm = pending ? CONFIRM[pending.action] : undefined;

  return (
    <>
      <div className={styles.sectionHead}>
        <div>
          <h1 className={styles.sectionTitle}>Reports</h1>
          <p className={cx(styles.sectionText, styles.keys)}>
            Keys: <kbd className={styles.kbd}>j</kbd> <kbd className={styles.kbd}>k</kbd> move,{" "}
            <kbd className={styles.kbd}>d</kbd> dismiss, <kbd className={styles.kbd}>h</kbd> hide,{" "}
            <kbd className={styles.kbd}>r</kbd> remove, <kbd className={styles.kbd}>s</kbd> suspend,{" "}
            <kbd className={styles.kbd}>b</kbd> ban.
          </p>
        </div>
        <FilterTabs
          label="Which reports"
          options={REPORT_STATUSES}
          labels={STATUS_LABELS}
          value={status}
          onChange={(s) => {
            setStatus(s);
            setPage(1);
            setSelected(0);
          }}
        />
      </div>
      {error && <Alert>{error}</Alert>}
      {isLoading ? (
        <Skeleton height={160} />
      ) : groups.length === 0 ? (
        <EmptyState
          title={status === "open" ? "No open reports" : "No resolved reports"}
          description={status === "open" ? "When someone reports something, it appears here." : undefined}
          icon="flag"
        />
      ) : (
        <ul className={styles.list} aria-label={status === "open" ? "Open reports" : "Resolved reports"}>
          {groups.map((group, i) => (
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
      <Pagination currentPage={page} totalPages={data?.meta.totalPages ?? 1} onPageChange={setPage} />
      <ConfirmDialog
        open={!!pending && !!confirm}
        title={confirm?.title ?? ""}
        message={confirm?.message ?? ""}
        confirmLabel={confirm?.label}
        busy={acting}
        onConfirm={() => pending && void act(pending.group, pending.action, true)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
