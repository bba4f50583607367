// The frame of every list in the console (reports, users, posts, topics, the assistant's training, contact
// messages, the audit log): the heading with its filters, a search box, what the last action was refused
// for, then the list itself (a placeholder while it loads, the empty state when it has nothing) and its pages.
import type { ReactNode } from "react";
import { Alert } from "../../components/Alert";
import { Pagination } from "../../components/Pagination";
import { Skeleton } from "../../components/Skeleton";
import { SearchField } from "./SearchField";
import { SectionHeader } from "./SectionHeader";

/** The list as the API answers it (RTK Query's result): a page of it, or all of it. */
interface ListResult<Item> {
  data?: { items: readonly Item[]; meta?: { totalPages: number } };
  isLoading: boolean;
}

interface ConsoleListProps<Item> {
  title: string;
  description: ReactNode;
  descriptionClassName?: string;
  /** Beside the heading: `FilterTabs`. */
  filters?: ReactNode;
  /** Under the heading, above the list: a form that adds to it. */
  form?: ReactNode;
  /** Typing goes back to the first page (`useListPage().fromFirstPage`). */
  search?: { label: string; value: string; onChange: (value: string) => void };
  /** The server's refusal of the last action (from `useConsoleAction`). */
  error?: string | null;
  list: ListResult<Item>;
  skeletonHeight: number;
  /** Shown when the list has no items. */
  empty: ReactNode;
  /** For lists the server sends a page at a time: which page is shown (`useListPage`). */
  pages?: { page: number; setPage: (page: number) => void };
  /** The list, given its items (never empty). */
  children: (items: readonly Item[]) => ReactNode;
}

export function ConsoleList<Item>(props: ConsoleListProps<Item>) {
  const { list, pages } = props;
  const items = list.data?.items;
  return (
    <>
      <SectionHeader
        title={props.title}
        description={props.description}
        descriptionClassName={props.descriptionClassName}
      >
        {props.filters}
      </SectionHeader>
      {props.form}
      {props.search && <SearchField {...props.search} />}
      {props.error && <Alert>{props.error}</Alert>}
      {list.isLoading ? (
        <Skeleton height={props.skeletonHeight} />
      ) : !items?.length ? (
        props.empty
      ) : (
        props.children(items)
      )}
      {pages && (
        <Pagination
          currentPage={pages.page}
          totalPages={list.data?.meta?.totalPages ?? 1}
          onPageChange={pages.setPage}
        />
      )}
    </>
  );
}
