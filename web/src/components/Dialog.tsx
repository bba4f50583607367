// A small modal: a titled panel over the page that closes on Escape or a click outside, and keeps focus
// inside while open (Tab cycles through its controls) and gives it back to whatever had it before. It is
// rendered at the end of <body>, so no positioned parent (a chat window) can clip or stack it.
import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { cx } from "../lib/cx";
import styles from "./Dialog.module.css";

interface DialogProps {
  open: boolean;
  title: string;
  /** The text under the title that says what the dialog is about (read out with the title). */
  description?: ReactNode;
  /** "alertdialog" asks to confirm something that cannot be undone. */
  role?: "dialog" | "alertdialog";
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Dialog({
  open,
  title,
  description,
  role = "dialog",
  onClose,
  children,
  className,
}: DialogProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    const box = panel.current;
    const first = panel.current?.querySelector<HTMLElement>("[autofocus], [data-autofocus]");
    (first ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panel.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.stopPropagation();
        onClose();
        return;
      }
      if (e.key !== "Tab" || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const [head, tail] = [items[0], items.at(-1)];
      if (!head || !tail) return;
      if (e.shiftKey && document.activeElement === head) {
        e.preventDefault();
        tail.focus();
      } else if (!e.shiftKey && document.activeElement === tail) {
        e.preventDefault();
        head.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      // Focus goes back where it was, unless whoever closed the dialog has put it somewhere on purpose
      // (the image dialog hands it to the caption): left inside the removed panel, it falls to the body.
      const now = document.activeElement;
      if (!now || now === document.body || box?.contains(now)) before?.focus?.();
    };
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <div className={styles.overlay} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        className={cx(styles.dialog, className)}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-t`}
        aria-describedby={description ? `${id}-d` : undefined}
        tabIndex={-1}
      >
        <h2 id={`${id}-t`} className={styles.title}>
          {title}
        </h2>
        {description && (
          <div id={`${id}-d`} className={styles.description}>
            {description}
          </div>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** The row of buttons at the foot of a dialog. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
