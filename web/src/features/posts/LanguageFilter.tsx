// "All / Tiếng Việt / English" above a list of posts (Home, a topic, a tag, search): links to the same page
// with `?language=` (from its first page), so the choice works before the app has loaded and is shareable.
import { LANGUAGES, type Language } from "@inkwell/contract";
import { useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { LANGUAGE_NAMES } from "../../i18n";
import { cx } from "../../lib/cx";
import { POST_LANGUAGE_PARAM, postLanguageFrom } from "../../lib/postLanguageParam";
import styles from "./LanguageFilter.module.css";

export function LanguageFilter({ className }: { className?: string }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const current = postLanguageFrom(params);

  const searchFor = (language: Language | undefined) => {
    const next = new URLSearchParams(params);
    next.delete("page");
    if (language) next.set(POST_LANGUAGE_PARAM, language);
    else next.delete(POST_LANGUAGE_PARAM);
    const query = next.toString();
    return query ? `?${query}` : "";
  };

  const options = [undefined, ...LANGUAGES.toSorted((a) => (a === intl.locale ? -1 : 1))];
  return (
    <nav
      className={cx(styles.filter, className)}
      aria-label={intl.formatMessage({ id: "reading.languageFilter.label" })}
    >
      {options.map((language) => (
        <Link
          key={language ?? "all"}
          to={{ search: searchFor(language) }}
          className={cx(styles.option, current === language && styles.active)}
          aria-current={current === language ? "true" : undefined}
          lang={language}
          preventScrollReset
        >
          {language ? LANGUAGE_NAMES[language] : intl.formatMessage({ id: "reading.languageFilter.all" })}
        </Link>
      ))}
    </nav>
  );
}
