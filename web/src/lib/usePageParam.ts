// The current page number kept in the URL's `?page=` so it survives reloads and back/forward.
import { useCallback } from "react";
import { useSearchParams } from "react-router";

export function usePageParam(name = "page"): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(name));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
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
