// The language switch (footer, user menu): each language by its own name. A link to `?lang=` works before the
// app has loaded; once it has, a click also makes the choice a signed-in member's preference.
import { LANGUAGES, type Language } from "@inkwell/contract";
import type { MouseEvent } from "react";
import { useIntl } from "react-intl";
import { useSetPreferencesMutation } from "../../data/api/profilesApi";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { cx } from "../../lib/cx";
import { LANGUAGE_NAMES } from "../../i18n";
import { reloadInLanguage, rememberLanguage } from "./chooseLanguage";
import styles from "./LanguageSwitch.module.css";

export function LanguageSwitch({ className }: { className?: string }) {
  const intl = useIntl();
  const signedIn = useAppSelector(selectCurrentUser) !== null;
  const [setPreferences, { isLoading }] = useSetPreferencesMutation();

  const choose = async (event: MouseEvent, language: Language) => {
    event.preventDefault();
    if (language === intl.locale) return;
    if (signedIn) await setPreferences({ language });
    rememberLanguage(language);
    reloadInLanguage();
  };

  return (
    <nav className={cx(styles.switch, className)} aria-label={intl.formatMessage({ id: "common.language" })}>
      {LANGUAGES.map((language) => (
        <a
          key={language}
          href={`?lang=${language}`}
          hrefLang={language}
          lang={language}
          className={styles.choice}
          aria-current={language === intl.locale ? "true" : undefined}
          aria-disabled={isLoading || undefined}
          onClick={(event) => void choose(event, language)}
        >
          {LANGUAGE_NAMES[language]}
        </a>
      ))}
    </nav>
  );
}
