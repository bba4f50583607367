// A "more" button (three dots) opening a small menu of actions; closes on choice, outside click or Escape.
// With no actions there is no button.
import { useCallback, useRef, useState } from "react";
import { cx } from "../lib/cx";
import { useDismiss } from "../lib/useDismiss";
import { Icon } from "./Icon";
import styles from "./MoreMenu.module.css";

export interface MoreMenuItem {
  label: string;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
}

/** The items whose condition holds, in order: `menuOf(can.report && { label: "Report", onSelect })`. */
export function menuOf(...items: (MoreMenuItem | false | undefined)[]): MoreMenuItem[] {
  return items.filter((item) => item !== false && item !== undefined);
}

interface MoreMenuProps {
  /** Accessible name of both the button and the menu. */
  label: string;
  items: MoreMenuItem[];
  className?: string;
  triggerClassName?: string;
  /** Which edge of the button the menu lines up with (the end by default; the start near a left edge). */
  align?: "start" | "end";
}

export function MoreMenu({ label, items, className, triggerClassName, align = "end" }: MoreMenuProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  if (items.length === 0) return null;

  return (
    <div className={cx(styles.wrap, className)} ref={ref}>
      <button
        type="button"
        className={cx(styles.trigger, triggerClassName)}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="moreHorizontal" size={18} />
      </button>
      {open && (
        <div className={cx(styles.menu, align === "start" && styles.start)} role="menu" aria-label={label}>
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              className={cx(styles.item, item.danger && styles.danger)}
              disabled={item.disabled}
              onClick={() => {
                setOpen(false);
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
