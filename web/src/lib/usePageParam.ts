// The current page number kept in the URL's `?page=` so it survives reloads and back/forward.
import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** The page number a query string names (1 when it names none, or nonsense). */
export function pageFrom(params: URLSearchParams, name = "page"): number {
  const raw = Number(params.get(name));
  return Number.isInteger(raw) && raw > 0 ? raw : 1;
}

export function usePageParam(name = "page"): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params, name);
  const setPage = useCallback(
    (next: number) => {
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          if (next <= 1) copy.delete(name);
          else copy.set(name, String(next));
          return copy;
        },
        { preventScrollReset: true },
      );
    },
    [name, setParams],
  );
  return [page, setPage];
}
