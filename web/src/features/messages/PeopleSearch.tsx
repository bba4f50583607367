// Finding someone to write to, by name or username (GET /users/search): the search field and its results.
// Used by the /messages page's 'New message' dialog and the chat window's new-message mode.
import type { UserSummary } from "@inkwell/contract";
import { useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchUsersQuery } from "../../data/api/messagesApi";
import { Avatar } from "../../components/Avatar";
import { Icon } from "../../components/Icon";
import { Spinner } from "../../components/Spinner";
import { useDebounced } from "../../lib/useDebounced";
import styles from "./PeopleSearch.module.css";

interface PeopleSearchProps {
  onPick: (user: UserSummary) => void;
  /** While a pick is being acted on. */
  busy?: boolean;
  /** Left out of the results (the signed-in reader). */
  excludeId?: number;
  /** Shown under the results (e.g. why a pick failed). */
  footer?: ReactNode;
  autoFocus?: boolean;
}

export function PeopleSearch({ onPick, busy, excludeId, footer, autoFocus }: PeopleSearchProps) {
  const intl = useIntl();
  const [query, setQuery] = useState("");
  const q = useDebounced(query.trim(), 250);
  const search = useSearchUsersQuery(q, { skip: q === "" });
  const results = q ? (search.data ?? []).filter((u) => u.id !== excludeId) : [];

  return (
    <>
      <label className={styles.searchField}>
        <Icon name="search" size={18} />
        <input
          type="search"
          value={query}
          placeholder={intl.formatMessage({ id: "messages.peopleSearch.placeholder" })}
          aria-label={intl.formatMessage({ id: "messages.peopleSearch.label" })}
          autoFocus={autoFocus}
          onChange={(e) => setQuery(e.target.value)}
        />
      </label>
      <div className={styles.results}>
        {search.isFetching ? (
          <Spinner size={18} label={intl.formatMessage({ id: "messages.peopleSearch.searching" })} />
        ) : q && results.length === 0 ? (
          <p className={styles.muted}>
            <FormattedMessage
              id={search.isError ? "messages.peopleSearch.failed" : "messages.peopleSearch.none"}
            />
          </p>
        ) : (
          <ul
            className={styles.resultList}
            aria-label={intl.formatMessage({ id: "messages.peopleSearch.results" })}
          >
            {results.map((u) => (
              <li key={u.id}>
                <button type="button" className={styles.result} disabled={busy} onClick={() => onPick(u)}>
                  <Avatar name={u.name} src={u.avatar} size={36} />
                  <span className={styles.itemText}>
                    <span className={styles.itemName}>{u.name}</span>
                    <span className={styles.muted}>
                      <FormattedMessage id="messages.common.username" values={{ username: u.username }} />
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {footer}
      </div>
    </>
  );
}
