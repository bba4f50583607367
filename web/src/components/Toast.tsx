// Small notices that come and go (a message arrived…): a polite live region at the top right, below the
// header (full width on phones), so it never covers a page's main action or the chat window at the bottom.
// Each has a title, a line, an optional action and a dismiss button, and leaves by itself after a while.
// `ToastProvider` holds the notices shown and renders their region; what is inside it shows one with
// `useToasts().show`.
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { Icon } from "./Icon";
import styles from "./Toast.module.css";

export interface Toast {
  id: number;
  title: string;
  body?: string;
  action?: { label: string; onClick: () => void };
}

/** How long a toast stays (ms) unless dismissed or acted on. */
export const TOAST_MS = 8000;
const MAX_SHOWN = 3;

interface Toasts {
  show(toast: Omit<Toast, "id">): void;
  dismiss(id: number): void;
}

const ToastContext = createContext<Toasts | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const toasts = useMemo<Toasts>(
    () => ({
      show(toast) {
        const id = nextId.current++;
        setShown((list) => [...list, { ...toast, id }].slice(-MAX_SHOWN));
      },
      dismiss(id) {
        setShown((list) => list.filter((t) => t.id !== id));
      },
    }),
    [],
  );
  return (
    <ToastContext.Provider value={toasts}>
      {children}
      <ToastRegion items={shown} />
    </ToastContext.Provider>
  );
}

export function useToasts(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error("useToasts is used outside a ToastProvider");
  return toasts;
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const intl = useIntl();
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, onDismiss]);
  return (
    <div className={styles.toast} data-testid="toast">
      <div className={styles.text}>
        <p className={styles.title}>{toast.title}</p>
        {toast.body && <p className={styles.body}>{toast.body}</p>}
      </div>
      {toast.action && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            onDismiss(toast.id);
            toast.action?.onClick();
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        className={styles.dismiss}
        aria-label={intl.formatMessage({ id: "common.toast.dismiss" })}
        onClick={() => onDismiss(toast.id)}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

/** Where toasts show. Always present (empty) so screen readers hear what is added. */
function ToastRegion({ items }: { items: Toast[] }) {
  const intl = useIntl();
  const { dismiss } = useToasts();
  return (
    <div
      className={styles.region}
      role="status"
      aria-live="polite"
      aria-label={intl.formatMessage({ id: "common.toast.region" })}
    >
      {items.map((toast) => (
        <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </div>
  );
}
