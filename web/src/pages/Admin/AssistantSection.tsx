// The assistant's training (administrators): corrections readers suggested, what the assistant answers
// such a message with now, and Accept (it learns the example at once) or Reject.
import { CHAT_SUGGESTION_STATUSES } from "@inkwell/contract";
import type { ChatSuggestionStatus } from "@inkwell/contract";
import { useState } from "react";
import { useGetSuggestionsQuery, useReviewSuggestionMutation } from "../../data/api/moderationApi";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { EmptyState } from "../../components/EmptyState";
import { relativeTime } from "../../lib/time";
import { counted } from "../../lib/text";
import styles from "./Admin.module.css";
import { ConsoleList } from "./ConsoleList";
import { FilterTabs } from "./FilterTabs";
import { useConsoleAction } from "./useConsoleAction";
import { useListPage } from "./useListPage";

const STATUS_LABELS: Record<ChatSuggestionStatus, string> = {
  pending: "Waiting",
  accepted: "Accepted",
  rejected: "Rejected",
};

export function AssistantSection() {
  const [status, setStatus] = useState<ChatSuggestionStatus>("pending");
  const list = useListPage();
  const result = useGetSuggestionsQuery({ status, page: list.page, limit: 10 });
  const [review, { isLoading: reviewing }] = useReviewSuggestionMutation();
  const { error, attempt } = useConsoleAction();
  const decide = (id: number, decision: "accept" | "reject") =>
    attempt(() => review({ id, decision }).unwrap());

  return (
    <ConsoleList
      title="Assistant training"
      description="Readers' corrections change nobody's answers until accepted here."
      filters={
        <FilterTabs
          label="Which suggestions"
          options={CHAT_SUGGESTION_STATUSES}
          labels={STATUS_LABELS}
          value={status}
          onChange={list.fromFirstPage(setStatus)}
        />
      }
      error={error}
      list={result}
      skeletonHeight={160}
      empty={
        <EmptyState
          title="No suggestions"
          description="Corrections readers send the assistant appear here."
          icon="sparkles"
        />
      }
      pages={list}
    >
      {(items) => (
        <ul className={styles.list} aria-label="Suggestions">
          {items.map((s) => (
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
    </ConsoleList>
  );
}
