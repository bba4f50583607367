// The assistant's training (administrators): corrections readers suggested, what the assistant answers
// such a message with now, and Accept (it learns the example at once) or Reject.
import { CHAT_SUGGESTION_STATUSES } from "@inkwell/contract";
import type { ChatSuggestionStatus } from "@inkwell/contract";
import { useState } from "react";
import { useGetSuggestionsQuery, useReviewSuggestionMutation } from "../../app/api/moderationApi";
import { Alert } from "../../components/Alert";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { EmptyState } from "../../components/EmptyState";
import { Pagination } from "../../components/Pagination";
import { Skeleton } from "../../components/Skeleton";
import { relativeTime } from "../../lib/time";
import { counted } from "../../lib/text";
import styles from "./Admin.module.css";
import { FilterTabs } from "./FilterTabs";
import { useConsoleAction } from "./useConsoleAction";

const STATUS_LABELS: Record<ChatSuggestionStatus, string> = {
  pending: "Waiting",
  accepted: "Accepted",
  rejected: "Rejected",
};

export function AssistantSection() {
  const [status, setStatus] = useState<ChatSuggestionStatus>("pending");
  const [page, setPage] = useState(1);
  const { data, isLoading } = useGetSuggestionsQuery({ status, page, limit: 10 });
  const [review, { isLoading: reviewing }] = useReviewSuggestionMutation();
  const { error, attempt } = useConsoleAction();
  const decide = (id: number, decision: "accept" | "reject") =>
    attempt(() => review({ id, decision }).unwrap());

  return (
    <>
      <div className={styles.sectionHead}>
        <div>
          <h1 className={styles.sectionTitle}>Assistant training</h1>
          <p className={styles.sectionText}>
            Readers&apos; corrections change nobody&apos;s answers until accepted here.
          </p>
        </div>
        <FilterTabs
          label="Which suggestions"
          options={CHAT_SUGGESTION_STATUSES}
          labels={STATUS_LABELS}
          value={status}
          onChange={(s) => {
            setStatus(s);
            setPage(1);
          }}
        />
      </div>
      {error && <Alert>{error}</Alert>}
      {isLoading ? (
        <Skeleton height={160} />
      ) : !data?.items.length ? (
        <EmptyState
          title="No suggestions"
          description="Corrections readers send the assistant appear here."
          icon="sparkles"
        />
      ) : (
        <ul className={styles.list} aria-label="Suggestions">
          {data.items.map((s) => (
            <li key={s.id} className={styles.row}>
              <blockquote className={styles.quote}>{s.message}</blockquote>
              <div className={styles.rowHead}>
                <span className={styles.muted}>Suggested agent</span>
                <Badge tone="accent">{s.agent}</Badge>
                <span className={styles.muted}>answers now with</span>
                <Badge tone={s.currentAgent === s.agent ? "success" : "warning"}>{s.currentAgent}</Badge>
              </div>
              <p className={styles.muted}>
                Suggested by {counted(s.suggestedBy, "reader")}, last {relativeTime(s.lastSuggestedAt)}
              </p>
              {s.status !== "accepted" && (
                <div className={styles.actions}>
                  <Button size="sm" disabled={reviewing} onClick={() => void decide(s.id, "accept")}>
                    Accept
                  </Button>
                  {s.status === "pending" && (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={reviewing}
                      onClick={() => void decide(s.id, "reject")}
                    >
                      Reject
                    </Button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination currentPage={page} totalPages={data?.meta.totalPages ?? 1} onPageChange={setPage} />
    </>
  );
}
