// The app's providers: the store, the outer error boundary and the router.
import { useEffect, useState } from "react";
import { Provider } from "react-redux";
import { RouterProvider } from "react-router";
import { ErrorBoundary } from "./errors/ErrorBoundary";
import { isHydrating, setHydrating } from "./hydration";
import { createAppRouter } from "./router";
import { adoptBrowserSession } from "./session/adoptBrowserSession";
import { store } from "./store";

export function App() {
  const [router] = useState(createAppRouter);
  useEffect(() => {
    // The first effect after a server-rendered page was taken over: from here on the browser renders.
    if (!isHydrating()) return;
    setHydrating(false);
    adoptBrowserSession(store);
  }, []);
  return (
    <Provider store={store}>
      <ErrorBoundary>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </Provider>
  );
}
