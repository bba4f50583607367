// Messages sent through the contact page (administrators only): open ones oldest first, each with its
// sender, a reply link and "Mark handled"; handled ones below their own tab.
import { CONTACT_STATUSES } from "@inkwell/contract";
import type { ContactMessage, ContactStatus } from "@inkwell/contract";
import { useState } from "react";
import { Link } from "react-router";
import { useGetContactMessagesQuery, useMarkContactMessageHandledMutation } from "../../data/api/contactApi";
import { Button } from "../../components/Button";
import { EmptyState } from "../../components/EmptyState";
import { relativeTime } from "../../lib/time";
import styles from "./Admin.module.css";
import { ConsoleList } from "./ConsoleList";
import { FilterTabs } from "./FilterTabs";
import { useConsoleAction } from "./useConsoleAction";
import { useListPage } from "./useListPage";

const STATUS_LABELS: Record<ContactStatus, string> = { open: "Open", handled: "Handled" };

function replyLink(message: ContactMessage) {
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}

export function ContactSection() {
  const [status, setStatus] = useState<ContactStatus>("open");
  const list = useListPage();
  const result = useGetContactMessagesQuery({ status, page: list.page, limit: 10 });
  const [markHandled, { isLoading: marking }] = useMarkContactMessageHandledMutation();
  const { error, attempt } = useConsoleAction();

  return (
    <ConsoleList
      title="Contact messages"
      description="Sent from the contact page; each was also mailed to the support address."
      filters={
        <FilterTabs
          label="Which messages"
          options={CONTACT_STATUSES}
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
          title={status === "open" ? "No open messages" : "No handled messages"}
          description={status === "open" ? "What people send from the contact page appears here." : undefined}
          icon="inbox"
        />
      }
      pages={list}
    >
      {(items) => (
        <ul className={styles.list} aria-label={status === "open" ? "Open messages" : "Handled messages"}>
          {items.map((message) => (
            <li key={message.id} className={styles.row} aria-label={message.subject}>
              <div className={styles.rowHead}>
                <span className={styles.rowTitle}>{message.subject}</span>
                <span className={styles.muted}>{relativeTime(message.createdAt)}</span>
              </div>
              <p className={styles.muted}>
                From {message.name} &lt;{message.email}&gt;
                {message.username && (
                  <>
                    {" "}
                    · <Link to={`/profile/${message.username}`}>@{message.username}</Link>
                  </>
                )}
              </p>
              <blockquote className={styles.quote}>{message.message}</blockquote>
              <div className={styles.actions}>
                <a className={styles.muted} href={replyLink(message)}>
                  Reply by email
                </a>
                {message.handledAt ? (
                  <span className={styles.muted}>Handled {relativeTime(message.handledAt)}</span>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={marking}
                    onClick={() => void attempt(() => markHandled(message.id).unwrap())}
                  >
                    Mark handled
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </ConsoleList>
  );
}
