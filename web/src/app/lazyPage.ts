// A routed page in its own chunk that can be loaded ahead of rendering: the server renders pages loaded
// this way, and the browser loads the current page's chunk before taking over the server's HTML, so the
// first render matches it instead of showing a fallback.
import { createElement, lazy } from "react";
import type { ComponentType } from "react";

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
