// The language switch (footer, user menu): each language by its own name. A link to `?lang=` works before the
// app has loaded; once it has, a click also makes the choice a signed-in member's preference. Inside a menu its
// links are the menu's radio items.
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

export function LanguageSwitch({ className, inMenu = false }: { className?: string; inMenu?: boolean }) {
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

  const Wrapper = inMenu ? "div" : "nav";
  return (
    <Wrapper
      className={cx(styles.switch, className)}
      role={inMenu ? "group" : undefined}
      aria-label={intl.formatMessage({ id: "common.language" })}
    >
      {LANGUAGES.map((language) => (
        <a
          key={language}
          href={`?lang=${language}`}
          hrefLang={language}
          lang={language}
          className={styles.choice}
          role={inMenu ? "menuitemradio" : undefined}
          aria-checked={inMenu ? language === intl.locale : undefined}
          aria-current={!inMenu && language === intl.locale ? "true" : undefined}
          aria-disabled={isLoading || undefined}
          onClick={(event) => void choose(event, language)}
        >
          {LANGUAGE_NAMES[language]}
        </a>
      ))}
    </Wrapper>
  );
}
