// Testing Library's render inside the language provider, as the app renders every screen: English unless a
// test asks for Vietnamese. Tests import from here instead of @testing-library/react.
import { render as renderInDocument, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import english from "../i18n/en";
import { LanguageProvider } from "../i18n/LanguageProvider";
import vietnamese from "../i18n/vi";
import type { Language } from "../i18n";

export * from "@testing-library/react";

const catalogues = { en: english, vi: vietnamese };

export function render(ui: ReactElement, options: RenderOptions & { language?: Language } = {}) {
  const { language = "en", wrapper: Inner, ...rest } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <LanguageProvider language={language} catalogue={catalogues[language]}>
      {Inner ? <Inner>{children}</Inner> : children}
    </LanguageProvider>
  );
  return renderInDocument(ui, { ...rest, wrapper: Wrapper });
}
