// The provider of the interface language: every component below reads its strings, dates and numbers from it
// (useIntl, FormattedMessage, useFormats).
import type { ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { DEFAULT_LANGUAGE, type Catalogue, type Language } from ".";

export function LanguageProvider({
  language,
  catalogue,
  children,
}: {
  language: Language;
  catalogue: Catalogue;
  children: ReactNode;
}) {
  return (
    <IntlProvider locale={language} defaultLocale={DEFAULT_LANGUAGE} messages={catalogue}>
      {children}
    </IntlProvider>
  );
}
