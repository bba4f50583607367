// How a public page is loaded before the server renders it. A page that the server renders declares its
// `prefetch` beside it (pages/<Screen>/prefetch.ts), and its route in app/router.tsx carries it: it runs the same
// queries the page's components make, so they render with their data instead of placeholders, and says how
// the page answers (200, 404 for something that does not exist or is not public, 301 to a post's current
// address) and what its head is. Any other route is left to the browser.
import type { SiteSettings } from "@inkwell/contract";
import type { IntlShape } from "react-intl";
import type { ApiError } from "../lib/apiError";
import type { AppStore } from "../data/store";
import type { PageHead } from "./head";

export interface Prefetched {
  status: 200 | 404;
  /** The post the page shows, if it shows one (the server forgets the page when the post changes). */
  postId?: number;
  /** A 301 to this path instead of a page. */
  redirect?: string;
  head: PageHead;
  /** For whoever holds its address only (a draft preview): the server keeps it in no cache. */
  private?: boolean;
}

export interface PageRequest {
  store: AppStore;
  /** The path asked for, from the site root. */
  path: string;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  base: string;
  /** The page's language, for its title and description. */
  intl: IntlShape;
  /** The site's settings (its title for the page's title and description). */
  site: SiteSettings;
}

export type Prefetcher = (request: PageRequest) => Promise<Prefetched>;

/** Runs a query through the store (where the page's components will find it) and waits for its answer. */
export async function load<T>(store: AppStore, thunk: unknown): Promise<{ data?: T; error?: ApiError }> {
  const result = (await store.dispatch(thunk as Parameters<AppStore["dispatch"]>[0])) as {
    data?: T;
    error?: ApiError;
  };
  return result;
}

export const notFound = (title: string, path: string): Prefetched => ({
  status: 404,
  head: { title, path, noindex: true },
});

export const found = (head: PageHead): Prefetched => ({ status: 200, head });

/**
 * The answer of a page whose subject did not load: a 404 when the API said it does not exist (or may not be
 * seen), otherwise the page with a plain head (other failures are not the page's).
 */
export function notLoaded(error: ApiError | undefined, title: string, path: string): Prefetched {
  return error?.status === 404 ? notFound(title, path) : found({ title: "", path });
}
