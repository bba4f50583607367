// A header icon with a dropdown panel (notifications, messages): the icon button with its unread badge, and
// when open a panel with a title and an optional action, the list (or a spinner, or a line saying why there
// is none) and a footer link to the full page. Clicking outside or pressing Escape closes it.
import {
  useCallback,
  useRef,
  type ButtonHTMLAttributes,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { cx } from "../lib/cx";
import { useDismiss } from "../lib/useDismiss";
import styles from "./HeaderMenu.module.css";
import { Icon, type IconName } from "./Icon";
import { Spinner } from "./Spinner";

interface HeaderMenuProps {
  /** The button's and the panel's name ("Notifications"). */
  name: string;
  icon: IconName;
  /** The badge's text ("3", "99+"), or null for none. */
  count: string | null;
  countTestId: string;
  open: boolean;
  onOpenChange: Dispatch<SetStateAction<boolean>>;
  className?: string;
  /** Beside the panel's title: a `HeaderMenuAction`. */
  action?: ReactNode;
  /** The spinner's label while the list loads. */
  loading?: string | false;
  /** Instead of the list, when it has nothing to show. */
  empty?: string | false;
  footer: { to: string; label: string };
  /** The list's items. */
  children: ReactNode;
}

export function HeaderMenu(props: HeaderMenuProps) {
  const { name, count, open, onOpenChange, loading, empty, footer } = props;
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  useDismiss(ref, open, close);

  return (
    <div className={cx(styles.wrapper, props.className)} ref={ref}>
      <button
        type="button"
        className={cx(styles.bell, open && styles.open)}
        aria-label={count ? intl.formatMessage({ id: "common.headerMenu.unread" }, { name, count }) : name}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => onOpenChange((wasOpen) => !wasOpen)}
      >
        <Icon name={props.icon} size={20} />
        {count && (
          <span className={styles.count} data-testid={props.countTestId}>
            {count}
          </span>
        )}
      </button>
      {open && (
        <div className={styles.panel} role="dialog" aria-label={name}>
          <div className={styles.panelHeader}>
            <span>{name}</span>
            {props.action}
          </div>
          {loading ? (
            <div className={styles.panelBody}>
              <Spinner label={loading} />
            </div>
          ) : empty ? (
            <p className={styles.panelBody}>{empty}</p>
          ) : (
            <ul className={styles.list}>{props.children}</ul>
          )}
          <Link to={footer.to} className={styles.panelFooter} onClick={close}>
            {footer.label}
          </Link>
        </div>
      )}
    </div>
  );
}

/** The text button beside the panel's title ("Mark all as read", "New message"). */
export function HeaderMenuAction(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "className">) {
  return <button type="button" className={styles.markAll} {...props} />;
}
