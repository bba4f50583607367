// What the server asks of the web app's page renderer and what it answers: web/src/entry-server.tsx renders,
// server/src/platform/pages.ts calls it and fills index.html with the result. Types only.
import type { Language } from "./languages";

/**
 * A page to render. `Fetch` is the platform's `fetch` (the browser's and Node's types differ, and the contract
 * is checked without either).
 */
export interface RenderRequest<Fetch> {
  /** Path and query string asked for. */
  url: string;
  /** The site's public address (canonical URLs, structured data). */
  base: string;
  /** How the API is reached from the renderer (the server answers it in-process). */
  fetch: Fetch;
  /** The interface language to render in (the page's <html lang>). */
  language: Language;
}

export type RenderResult =
  | {
      kind: "page";
      status: 200 | 404;
      /** The app's markup, for inside #root. */
      html: string;
      /** Tags for <head>. */
      head: string;
      /** The store's API answers, serialised for the page to start from. */
      state: string;
      /** Source files of the page's own chunks (keys of the build's manifest), to link from the HTML. */
      modules: string[];
      /** Source files of the lazily loaded parts in the HTML: their styles are linked, their scripts wait. */
      parts: string[];
      /** The post the page shows, if any. */
      postId?: number;
      /**
       * For whoever holds its address only (a draft preview): never kept by the server's cache or a browser's,
       * never indexed.
       */
      private?: boolean;
    }
  | { kind: "redirect"; location: string }
  /** Not a public page: the browser renders it. */
  | { kind: "browser" };
