// Browser entry (loaded once the page has loaded, web/build/loadAfterPaint.ts): apply the theme, then take
// over the page the server rendered (hydrate), or render the app into the empty shell sent for pages the
// server does not render.
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App";
import { preloadPagesFor } from "./app/router";
import { isServerRendered } from "./data/serverState";
import { initTheme } from "./lib/theme";
import "./styles/global.css";

initTheme();

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (isServerRendered()) {
  // The page's own chunk first, so the first render is the server's HTML rather than a fallback.
  void preloadPagesFor(window.location.pathname).then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
