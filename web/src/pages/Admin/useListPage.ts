// Which page of a console list is shown: back to the first whenever what the list holds changes (another
// filter tab, new search text).
import { useState } from "react";

export function useListPage() {
  const [page, setPage] = useState(1);
  return {
    page,
    setPage,
    /** `set`, then back to the first page: for a filter or the search text. */
    fromFirstPage:
      <T>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        setPage(1);
      },
  };
}
