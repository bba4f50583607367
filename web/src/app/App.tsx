// The app's providers: the store, the outer error boundary and the router.
import { useState } from "react";
import { Provider } from "react-redux";
import { RouterProvider } from "react-router";
import { ErrorBoundary } from "./errors/ErrorBoundary";
import { createAppRouter } from "./router";
import { store } from "./store";

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <Provider store={store}>
      <ErrorBoundary>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </Provider>
  );
}
