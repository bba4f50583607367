// The assistant's training (administrators): corrections readers suggested, what the assistant answers
// such a message with now, and Accept (it learns the example at once) or Reject.
import { CHAT_SUGGESTION_STATUSES } from "@inkwell/contract";
import type { ChatSuggestionStatus } from "@inkwell/contract";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useGetSuggestionsQuery, useReviewSuggestionMutation } from "../../data/api/moderationApi";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { EmptyState } from "../../components/EmptyState";
import type { MessageId } from "../../i18n";
import { useFormats } from "../../i18n/formats";
import styles from "./Admin.module.css";
import { ConsoleList } from "./ConsoleList";
import { FilterTabs } from "./FilterTabs";
import { AGENT_LABELS } from "./labels";
import { useConsoleAction } from "./useConsoleAction";
import { useListPage } from "./useListPage";

const STATUS_LABELS: Record<ChatSuggestionStatus, MessageId> = {
  pending: "console.assistant.status.pending",
  accepted: "console.assistant.status.accepted",
  rejected: "console.assistant.status.rejected",
};

export function AssistantSection() {
  const intl = useIntl();
  const { relative } = useFormats();
  const [status, setStatus] = useState<ChatSuggestionStatus>("pending");
  const list = useListPage();
  const result = useGetSuggestionsQuery({ status, page: list.page, limit: 10 });
  const [review, { isLoading: reviewing }] = useReviewSuggestionMutation();
  const { error, attempt } = useConsoleAction();
  const decide = (id: number, decision: "accept" | "reject") =>
    attempt(() => review({ id, decision }).unwrap());

  return (
    <ConsoleList
      title={intl.formatMessage({ id: "console.assistant.title" })}
      description={intl.formatMessage({ id: "console.assistant.description" })}
      filters={
        <FilterTabs
          label={intl.formatMessage({ id: "console.assistant.filter" })}
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
          title={intl.formatMessage({ id: "console.assistant.empty" })}
          description={intl.formatMessage({ id: "console.assistant.emptyText" })}
          icon="sparkles"
        />
      }
      pages={list}
    >
      {(items) => (
        <ul className={styles.list} aria-label={intl.formatMessage({ id: "console.assistant.list" })}>
          {items.map((s) => (
            <li key={s.id} className={styles.row}>
              <blockquote className={styles.quote}>{s.message}</blockquote>
              <div className={styles.rowHead}>
                <FormattedMessage
                  id="console.assistant.agents"
                  values={{
                    muted: (chunks) => <span className={styles.muted}>{chunks}</span>,
                    suggested: (
                      <Badge tone="accent">
                        <FormattedMessage id={AGENT_LABELS[s.agent]} />
                      </Badge>
                    ),
                    current: (
                      <Badge tone={s.currentAgent === s.agent ? "success" : "warning"}>
                        <FormattedMessage id={AGENT_LABELS[s.currentAgent]} />
                      </Badge>
                    ),
                  }}
                />
              </div>
              <p className={styles.muted}>
                <FormattedMessage
                  id="console.assistant.suggestedBy"
                  values={{ count: s.suggestedBy, when: relative(s.lastSuggestedAt) }}
                />
              </p>
              {s.status !== "accepted" && (
                <div className={styles.actions}>
                  <Button size="sm" disabled={reviewing} onClick={() => void decide(s.id, "accept")}>
                    <FormattedMessage id="console.assistant.accept" />
                  </Button>
                  {s.status === "pending" && (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={reviewing}
                      onClick={() => void decide(s.id, "reject")}
                    >
                      <FormattedMessage id="console.assistant.reject" />
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
