// 'New message': search people by name or username and open (or create) the conversation with one.
import type { UserSummary } from "@inkwell/contract";
import { useEffect, useId, useState } from "react";
import { useCreateConversationMutation, useSearchUsersQuery } from "../../app/api/messagesApi";
import { Avatar } from "../../components/Avatar";
import { Icon } from "../../components/Icon";
import { Spinner } from "../../components/Spinner";
import { useDebounced } from "../../lib/useDebounced";
import styles from "./Messages.module.css";

interface NewMessageDialogProps {
  open: boolean;
  onClose: () => void;
  onOpened: (conversationId: number) => void;
}

export function NewMessageDialog({ open, onClose, onOpened }: NewMessageDialogProps) {
  const titleId = useId();
  const [query, setQuery] = useState("");
  const q = useDebounced(query.trim(), 250);
  const search = useSearchUsersQuery(q, { skip: !open || q === "" });
  const [create, { isLoading: creating }] = useCreateConversationMutation();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    setQuery("");
    setFailed(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  if (!open) return null;

  async function start(user: UserSummary) {
    setFailed(false);
    try {
      const { id } = await create({ otherId: user.id, name: user.name, avatar: user.avatar }).unwrap();
      onOpened(id);
    } catch (err) {
      console.error("Conversation could not be created", err);
      setFailed(true);
    }
  }

  const results = q ? (search.data ?? []) : [];

  return (
    <div className={styles.overlay} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            New message
          </h2>
          <button type="button" className={styles.backButton} aria-label="Close" onClick={onClose}>
            <Icon name="close" size={18} />
          </button>
        </div>
        <label className={styles.searchField}>
          <Icon name="search" size={18} />
          <input
            type="search"
            value={query}
            placeholder="Search people by name or username"
            aria-label="Search people"
            autoFocus
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        <div className={styles.results}>
          {search.isFetching ? (
            <Spinner size={18} label="Searching" />
          ) : q && results.length === 0 ? (
            <p className={styles.muted}>
              {search.isError ? "Search failed. Try again." : "No people found."}
            </p>
          ) : (
            <ul className={styles.resultList}>
              {results.map((u) => (
                <li key={u.id}>
                  <button
                    type="button"
                    className={styles.result}
                    disabled={creating}
                    onClick={() => void start(u)}
                  >
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
          {failed && <p className={styles.error}>You cannot message this person.</p>}
        </div>
      </div>
    </div>
  );
}
