// Finding someone to write to, by name or username (GET /users/search): the search field and its results.
// Used by the /messages page's 'New message' dialog and the chat window's new-message mode.
import type { UserSummary } from "@inkwell/contract";
import { useState, type ReactNode } from "react";
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
          placeholder="Search people by name or username"
          aria-label="Search people"
          autoFocus={autoFocus}
          onChange={(e) => setQuery(e.target.value)}
        />
      </label>
      <div className={styles.results}>
        {search.isFetching ? (
          <Spinner size={18} label="Searching" />
        ) : q && results.length === 0 ? (
          <p className={styles.muted}>{search.isError ? "Search failed. Try again." : "No people found."}</p>
        ) : (
          <ul className={styles.resultList} aria-label="People">
            {results.map((u) => (
              <li key={u.id}>
                <button type="button" className={styles.result} disabled={busy} onClick={() => onPick(u)}>
                  <Avatar name={u.name} src={u.avatar} size={36} />
                  <span className={styles.itemText}>
                    <span className={styles.itemName}>{u.name}</span>
                    <span className={styles.muted}>@{u.username}</span>
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
