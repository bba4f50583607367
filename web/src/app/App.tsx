// The app's providers: the store, the outer error boundary (which also shows what goes wrong while a page
// renders or its chunk loads) and the browser's router.
import { useEffect } from "react";
import { Provider } from "react-redux";
import { BrowserRouter } from "react-router";
import { ErrorBoundary } from "./errors/ErrorBoundary";
import { isHydrating, setHydrating } from "./hydration";
import { AppRoutes } from "./router";
import { adoptBrowserSession } from "./session/adoptBrowserSession";
import { store } from "./store";

export function App() {
  useEffect(() => {
    // The first effect after a server-rendered page was taken over: from here on the browser renders.
    if (!isHydrating()) return;
    setHydrating(false);
    adoptBrowserSession(store);
  }, []);
  return (
    <Provider store={store}>
      <ErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </Provider>
  );
}
