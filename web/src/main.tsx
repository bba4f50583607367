// Browser entry (loaded once the page has loaded, web/build/loadAfterPaint.ts): apply the theme, then take
// over the page the server rendered (hydrate), or render the app into the empty shell sent for pages the
// server does not render.
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App";
import { preloadPagesFor } from "./app/router";
import { isServerRendered } from "./data/serverState";
import { loadCatalogue, pageLanguage, type Catalogue } from "./i18n";
import { setClientErrorMessages } from "./lib/apiError";
import { initTheme } from "./lib/theme";
import "./styles/global.css";

initTheme();

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

const language = pageLanguage();

/** Failures the server did not word, in the page's language. */
function wordClientErrors(catalogue: Catalogue) {
  setClientErrorMessages({
    network: catalogue["common.error.network"],
    serverTrouble: catalogue["common.error.serverTrouble"],
    unknown: catalogue["common.error.unknown"],
    aborted: catalogue["common.error.aborted"],
    signIn: catalogue["common.error.signIn"],
  });
}

void loadCatalogue[language]().then(async (catalogue) => {
  wordClientErrors(catalogue);
  const app = (
    <StrictMode>
      <App language={language} catalogue={catalogue} />
    </StrictMode>
  );
  if (isServerRendered()) {
    // The page's own chunk first, so the first render is the server's HTML rather than a fallback.
    await preloadPagesFor(window.location.pathname);
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
});
