// Messages sent through the contact page (administrators only): open ones oldest first, each with its
// sender, a reply link and "Mark handled"; handled ones below their own tab.
import { CONTACT_STATUSES } from "@inkwell/contract";
import type { ContactMessage, ContactStatus } from "@inkwell/contract";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useGetContactMessagesQuery, useMarkContactMessageHandledMutation } from "../../data/api/contactApi";
import { Button } from "../../components/Button";
import { EmptyState } from "../../components/EmptyState";
import type { MessageId } from "../../i18n";
import { useFormats } from "../../i18n/formats";
import styles from "./Admin.module.css";
import { ConsoleList } from "./ConsoleList";
import { FilterTabs } from "./FilterTabs";
import { useConsoleAction } from "./useConsoleAction";
import { useListPage } from "./useListPage";

const STATUS_LABELS: Record<ContactStatus, MessageId> = {
  open: "console.contact.status.open",
  handled: "console.contact.status.handled",
};

function replyLink(message: ContactMessage) {
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}

export function ContactSection() {
  const intl = useIntl();
  const { relative } = useFormats();
  const [status, setStatus] = useState<ContactStatus>("open");
  const list = useListPage();
  const result = useGetContactMessagesQuery({ status, page: list.page, limit: 10 });
  const [markHandled, { isLoading: marking }] = useMarkContactMessageHandledMutation();
  const { error, attempt } = useConsoleAction();

  return (
    <ConsoleList
      title={intl.formatMessage({ id: "console.contact.title" })}
      description={intl.formatMessage({ id: "console.contact.description" })}
      filters={
        <FilterTabs
          label={intl.formatMessage({ id: "console.contact.filter" })}
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
          title={intl.formatMessage({
            id: status === "open" ? "console.contact.emptyOpen" : "console.contact.emptyHandled",
          })}
          description={
            status === "open" ? intl.formatMessage({ id: "console.contact.emptyOpenText" }) : undefined
          }
          icon="inbox"
        />
      }
      pages={list}
    >
      {(items) => (
        <ul
          className={styles.list}
          aria-label={intl.formatMessage({
            id: status === "open" ? "console.contact.listOpen" : "console.contact.listHandled",
          })}
        >
          {items.map((message) => (
            <li key={message.id} className={styles.row} aria-label={message.subject}>
              <div className={styles.rowHead}>
                <span className={styles.rowTitle}>{message.subject}</span>
                <span className={styles.muted}>{relative(message.createdAt)}</span>
              </div>
              <p className={styles.muted}>
                <FormattedMessage
                  id={message.username ? "console.contact.fromMember" : "console.contact.from"}
                  values={{
                    name: message.name,
                    email: message.email,
                    username: message.username,
                    link: (chunks) => <Link to={`/profile/${message.username}`}>{chunks}</Link>,
                  }}
                />
              </p>
              <blockquote className={styles.quote}>{message.message}</blockquote>
              <div className={styles.actions}>
                <a className={styles.muted} href={replyLink(message)}>
                  <FormattedMessage id="console.contact.reply" />
                </a>
                {message.handledAt ? (
                  <span className={styles.muted}>
                    <FormattedMessage
                      id="console.contact.handled"
                      values={{ when: relative(message.handledAt) }}
                    />
                  </span>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={marking}
                    onClick={() => void attempt(() => markHandled(message.id).unwrap())}
                  >
                    <FormattedMessage id="console.contact.markHandled" />
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
