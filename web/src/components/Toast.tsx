// Small notices that come and go (a message arrived…): a polite live region at the top right, below the
// header (full width on phones), so it never covers a page's main action or the chat window at the bottom.
// Each has a title, a line, an optional action and a dismiss button, and leaves by itself after a while.
import { useEffect, useSyncExternalStore } from "react";
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

let shown: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: Toast[]) {
  shown = next;
  listeners.forEach((l) => l());
}

export const toasts = {
  show(toast: Omit<Toast, "id">): number {
    const id = nextId++;
    set([...shown, { ...toast, id }].slice(-MAX_SHOWN));
    return id;
  },
  dismiss(id: number) {
    set(shown.filter((t) => t.id !== id));
  },
  clear() {
    set([]);
  },
  get: (): Toast[] => shown,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

function ToastCard({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = window.setTimeout(() => toasts.dismiss(toast.id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id]);
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
            toasts.dismiss(toast.id);
            toast.action?.onClick();
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        className={styles.dismiss}
        aria-label="Dismiss"
        onClick={() => toasts.dismiss(toast.id)}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

/** Where toasts show; mounted once. Always present (empty) so screen readers hear what is added. */
export function ToastRegion() {
  const items = useSyncExternalStore(toasts.subscribe, toasts.get, toasts.get);
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-label="Notices">
      {items.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
