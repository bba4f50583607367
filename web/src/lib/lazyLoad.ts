// Pages and parts of pages in their own chunks. A routed page can be loaded ahead of rendering: the server
// renders pages loaded this way, and the browser loads the current page's chunk before taking over the
// server's HTML, so the first render matches it instead of showing a fallback. A part below the fold loads
// only when the reader gets near it; a piece only some readers get (signed in, unverified…) when first shown.
import { createElement, lazy, memo, Suspense } from "react";
import type { ComponentType } from "react";

/**
 * A component whose code loads, in its own chunk, the first time it renders; nothing shows until then. A
 * feature declares each in a module of its own (`LazyX.ts`), so only the chunks that use it hold its import().
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return (props: P) => createElement(Suspense, { fallback: null }, createElement(Loaded, props));
}

export type LazyPage = (() => ReturnType<typeof createElement>) & {
  /** Loads the page's chunk; once it has, the page renders without suspending. */
  preload(): Promise<void>;
  /** The page's source file, as the build's manifest names it (to link its chunk from the HTML). */
  source: string;
};

export function lazyPage(load: () => Promise<{ default: ComponentType }>, source: string): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  const Suspending = lazy(() => preload().then(() => ({ default: loaded! })));
  const Page = () => createElement(loaded ?? Suspending);
  return Object.assign(Page, { preload, source });
}

/** The lazily loaded pages among route elements. */
export function pagesOf(elements: unknown[]): LazyPage[] {
  return elements
    .map((element) => (element as { type?: Partial<LazyPage> } | null)?.type)
    .filter((type): type is LazyPage => typeof type?.preload === "function");
}

/** The pages a list of route matches will render, loaded together. */
export async function preloadPages(elements: unknown[]): Promise<void> {
  await Promise.all(pagesOf(elements).map((page) => page.preload()));
}

/** Every part made with lazyPart, so the server can have them all loaded before it renders. */
const parts: { preload(): Promise<void> }[] = [];

/** The source files of the parts rendered while the server collects them (see renderCollectingParts). */
let renderedParts: Set<string> | undefined;

/**
 * Runs a server render and names the parts it rendered, so the page links their styles: the part's HTML is
 * in the page, and it must look right before its chunk (which would bring the styles) loads.
 */
export function renderCollectingParts(render: () => string): { html: string; parts: string[] } {
  renderedParts = new Set();
  try {
    const html = render();
    return { html, parts: [...renderedParts] };
  } finally {
    renderedParts = undefined;
  }
}

/** Loads every lazily hydrated part (on the server, before rendering: it sends them in full). */
export async function preloadParts(): Promise<void> {
  await Promise.all(parts.map((part) => part.preload()));
}

/** Resolves when the element with `id` comes within 200 pixels of the viewport (or there is none). */
function nearViewport(id: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === "undefined") return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(element);
  });
}

/**
 * A part of a page below the fold, in its own chunk, loaded when `anchorId` (an element around it, rendered
 * by the page itself) nears the viewport. `module` is `import.meta.glob<typeof Module>("/src/…")` of the one
 * module the part comes from, and `pick` takes the part from it: the bundler loads the module in its own chunk
 * and names it from the app's root, as the build's manifest does, so the server links the part's styles. The
 * server renders the part in full; in the browser the server's HTML stays as it is (in the part's own
 * Suspense boundary) until the chunk has loaded, then the part is taken over. The part is memoised: a
 * boundary not taken over yet that receives new props is rendered afresh from its (empty) fallback, and the
 * page would jump.
 */
export function lazyPart<M, P extends object>(
  module: Record<string, () => Promise<M>>,
  pick: (module: M) => ComponentType<P>,
  anchorId: string,
): ComponentType<P> {
  const found = Object.entries(module);
  const [key, load] = found[0] ?? [];
  if (found.length !== 1 || !key?.startsWith("/") || !load)
    throw new Error(`A lazy part comes from one module found from the root ("/src/…"), not ${found.length}`);
  const source = key.slice(1);
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((exports) => {
      loaded = pick(exports);
    });
  parts.push({ preload });
  const Suspending = lazy(() =>
    nearViewport(anchorId)
      .then(preload)
      .then(() => ({ default: loaded! })),
  );
  return memo((props: P) => {
    renderedParts?.add(source);
    return createElement(Suspense, { fallback: null }, createElement(loaded ?? Suspending, props));
  });
}
