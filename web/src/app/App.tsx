// The app's providers: the interface language, the store, the outer error boundary (which also shows what goes
// wrong while a page renders or its chunk loads) and the browser's router.
import { useEffect } from "react";
import { Provider } from "react-redux";
import { BrowserRouter } from "react-router";
import { ErrorBoundary } from "./errors/ErrorBoundary";
import { AppRoutes } from "./router";
import { adoptBrowserSession } from "../data/session/adoptBrowserSession";
import { serverState, store } from "../data/store";
import type { Catalogue, Language } from "../i18n";
import { LanguageProvider } from "../i18n/LanguageProvider";
import { useMemberLanguage } from "../features/language";

function MemberLanguage() {
  useMemberLanguage();
  return null;
}

export function App({ language, catalogue }: { language: Language; catalogue: Catalogue }) {
  useEffect(() => {
    // A server-rendered page was rendered for nobody in particular: now the browser's own session counts.
    if (serverState) adoptBrowserSession(store);
  }, []);
  return (
    <LanguageProvider language={language} catalogue={catalogue}>
      <Provider store={store} serverState={serverState}>
        <MemberLanguage />
        <ErrorBoundary>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ErrorBoundary>
      </Provider>
    </LanguageProvider>
  );
}
