// The server's entry (built by `vite build --ssr` into web/dist-ssr): renders a public page to HTML with its
// data, from the same routes and components the browser uses, and hands the data over for hydration.
import {
  DEFAULT_SITE_SETTINGS,
  type RenderRequest,
  type RenderResult,
  type SiteSettings,
} from "@inkwell/contract";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { Provider } from "react-redux";
import { createIntl } from "react-intl";
import { matchRoutes, StaticRouter } from "react-router";
import { createApiClient } from "./data/api/client";
import { siteApi } from "./data/api/siteApi";
import { pagesApi } from "./data/api/pagesApi";
import { ErrorBoundary } from "./app/errors/ErrorBoundary";
import { catalogueSource, DEFAULT_LANGUAGE, loadCatalogue } from "./i18n";
import { LanguageProvider } from "./i18n/LanguageProvider";
import { pagesOf, preloadParts, renderCollectingParts } from "./lib/lazyLoad";
import { AppRoutes, routes } from "./app/router";
import { serializeServerState } from "./data/serverState";
import { makeStore } from "./data/store";
import { renderHead } from "./ssr/head";
import { load } from "./ssr/prefetch";

export async function render(request: RenderRequest<typeof fetch>): Promise<RenderResult> {
  const url = new URL(request.url, request.base);
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const leaf = matches[matches.length - 1];
  // Only the routes of pages the server renders say how to load them.
  const loadPrefetch = leaf?.route.prefetch;
  if (!leaf || !loadPrefetch) return { kind: "browser" };
  const { prefetch } = await loadPrefetch();
  const { language } = request;
  const catalogue = await loadCatalogue[language]();
  const intl = createIntl({ locale: language, defaultLocale: DEFAULT_LANGUAGE, messages: catalogue });

  const apiClient = createApiClient({ fetchFn: request.fetch });
  const store = makeStore({
    apiClient,
    preloadedState: { auth: { currentUser: null, status: "unknown" } },
  });
  // Every page names the site and wears its colours: its settings are in the page's state for the browser too.
  // Its header links the site's pages that are in the navigation.
  const [{ data: site = DEFAULT_SITE_SETTINGS }] = await Promise.all([
    load<SiteSettings>(store, siteApi.endpoints.getSite.initiate()),
    load(store, pagesApi.endpoints.getPages.initiate()),
  ]);
  const page = await prefetch({
    store,
    site,
    path: url.pathname,
    params: leaf.params,
    search: url.searchParams,
    base: request.base,
    intl,
  });
  if (page.redirect) return { kind: "redirect", location: `${page.redirect}${url.search}` };

  const pages = pagesOf(matches.map((match) => match.route.element));
  await Promise.all(pages.map((page) => page.preload()));
  // After the pages: a page's module declares its parts when it is first loaded.
  await preloadParts();
  const { html, parts } = renderCollectingParts(() =>
    renderToString(
      <StrictMode>
        <LanguageProvider language={language} catalogue={catalogue}>
          <Provider store={store}>
            <ErrorBoundary>
              <StaticRouter location={`${url.pathname}${url.search}`}>
                <AppRoutes />
              </StaticRouter>
            </ErrorBoundary>
          </Provider>
        </LanguageProvider>
      </StrictMode>,
    ),
  );
  return {
    kind: "page",
    status: page.status,
    html,
    head: renderHead(page.head, request.base, intl, site),
    state: serializeServerState({ api: store.getState().api }),
    // The catalogue's chunk is loaded with the page's, so the browser takes the page over without waiting for it.
    modules: [...pages.map((page) => page.source), catalogueSource(language)],
    parts,
    ...(page.postId === undefined ? {} : { postId: page.postId }),
    ...(page.private ? { private: true } : {}),
  };
}
