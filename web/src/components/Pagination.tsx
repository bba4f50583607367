// Page navigation (spec §2.6): hidden for one page, Previous/Next disabled at the ends,
// up to `maxVisible` numbers around the current page, first and last always shown, "…" for gaps.
import { useIntl } from "react-intl";
import { cx } from "../lib/cx";
import { Icon } from "./Icon";
import styles from "./Pagination.module.css";

/** What stands for the pages left out (hidden from assistive technology, which reads the numbers' labels). */
const GAP = "…";

export type PageItem = number | "ellipsis-start" | "ellipsis-end";

export function pageItems(currentPage: number, totalPages: number, maxVisible = 5): PageItem[] {
  if (totalPages <= 1) return [];
  const current = Math.min(Math.max(1, currentPage), totalPages);
  const count = Math.min(Math.max(1, maxVisible), totalPages);
  let start = Math.max(1, current - Math.floor(count / 2));
  const end = Math.min(totalPages, start + count - 1);
  start = Math.max(1, end - count + 1);

  const items: PageItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start > 2) items.push("ellipsis-start");
  }
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < totalPages) {
    if (end < totalPages - 1) items.push("ellipsis-end");
    items.push(totalPages);
  }
  return items;
}

interface PaginationProps {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  maxVisible?: number;
}

export function Pagination({ currentPage, totalPages, onPageChange, maxVisible = 5 }: PaginationProps) {
  const intl = useIntl();
  if (totalPages <= 1) return null;
  const items = pageItems(currentPage, totalPages, maxVisible);
  return (
    <nav className={styles.pagination} aria-label={intl.formatMessage({ id: "common.pagination.label" })}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.nav}
            onClick={() => onPageChange(currentPage - 1)}
            disabled={currentPage <= 1}
            aria-label={intl.formatMessage({ id: "common.pagination.previousPage" })}
          >
            <Icon name="chevronLeft" size={16} />
            <span className={styles.navLabel}>
              {intl.formatMessage({ id: "common.pagination.previous" })}
            </span>
          </button>
        </li>
        {items.map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <button
                type="button"
                className={cx(styles.page, item === currentPage && styles.current)}
                onClick={() => item !== currentPage && onPageChange(item)}
                aria-current={item === currentPage ? "page" : undefined}
                aria-label={intl.formatMessage({ id: "common.pagination.page" }, { page: item })}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              {GAP}
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.nav}
            onClick={() => onPageChange(currentPage + 1)}
            disabled={currentPage >= totalPages}
            aria-label={intl.formatMessage({ id: "common.pagination.nextPage" })}
          >
            <span className={styles.navLabel}>{intl.formatMessage({ id: "common.pagination.next" })}</span>
            <Icon name="chevronRight" size={16} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
