// The server's entry (built by `vite build --ssr` into web/dist-ssr): renders a public page to HTML with its
// data, from the same routes and components the browser uses, and hands the data over for hydration.
import type { RenderRequest, RenderResult } from "@inkwell/contract";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { Provider } from "react-redux";
import { matchRoutes, StaticRouter } from "react-router";
import { createApiClient } from "./data/api/client";
import { ErrorBoundary } from "./app/errors/ErrorBoundary";
import { pagesOf, preloadParts, renderCollectingParts } from "./lib/lazyLoad";
import { AppRoutes, routes } from "./app/router";
import { serializeServerState } from "./data/serverState";
import { makeStore } from "./data/store";
import { renderHead } from "./ssr/head";

export async function render(request: RenderRequest<typeof fetch>): Promise<RenderResult> {
  const url = new URL(request.url, request.base);
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const leaf = matches[matches.length - 1];
  // Only the routes of pages the server renders say how to load them.
  const loadPrefetch = leaf?.route.prefetch;
  if (!leaf || !loadPrefetch) return { kind: "browser" };
  const { prefetch } = await loadPrefetch();

  const apiClient = createApiClient({ fetchFn: request.fetch });
  const store = makeStore({
    apiClient,
    preloadedState: { auth: { currentUser: null, status: "unknown" } },
  });
  const page = await prefetch({
    store,
    path: url.pathname,
    params: leaf.params,
    search: url.searchParams,
    base: request.base,
  });
  if (page.redirect) return { kind: "redirect", location: `${page.redirect}${url.search}` };

  const pages = pagesOf(matches.map((match) => match.route.element));
  await Promise.all(pages.map((page) => page.preload()));
  // After the pages: a page's module declares its parts when it is first loaded.
  await preloadParts();
  const { html, parts } = renderCollectingParts(() =>
    renderToString(
      <StrictMode>
        <Provider store={store}>
          <ErrorBoundary>
            <StaticRouter location={`${url.pathname}${url.search}`}>
              <AppRoutes />
            </StaticRouter>
          </ErrorBoundary>
        </Provider>
      </StrictMode>,
    ),
  );
  return {
    kind: "page",
    status: page.status,
    html,
    head: renderHead(page.head, request.base),
    lang: page.lang,
    state: serializeServerState({ api: store.getState().api }),
    modules: pages.map((page) => page.source),
    parts,
    ...(page.postId === undefined ? {} : { postId: page.postId }),
  };
}
