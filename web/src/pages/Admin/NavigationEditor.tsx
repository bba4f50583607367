// One of the site's link lists (header or footer): each link's label and address, moved up or down, removed;
// a new one added at the end, up to the contract's limit. Errors come keyed by the link's place
// ("navigation.3.url"), so each shows under its own input.
import { NAVIGATION_LABEL_MAX, NAVIGATION_MAX, type NavigationItem } from "@inkwell/contract";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/Button";
import { Input } from "../../components/Input";
import type { FieldErrors } from "../../lib/forms";
import styles from "./SiteSection.module.css";

/** Arrows read the same in every language; the buttons' names say what they do. */
const UP = "↑";
const DOWN = "↓";
const URL_PLACEHOLDER = "/about";

interface NavigationEditorProps {
  field: "navigation" | "footerNavigation";
  legend: string;
  hint: string;
  links: NavigationItem[];
  errors: FieldErrors;
  onChange: (links: NavigationItem[]) => void;
}

export function NavigationEditor({ field, legend, hint, links, errors, onChange }: NavigationEditorProps) {
  const intl = useIntl();
  const edit = (index: number, change: Partial<NavigationItem>) =>
    onChange(links.map((link, i) => (i === index ? { ...link, ...change } : link)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...links];
    const [link] = next.splice(index, 1);
    if (link) next.splice(index + by, 0, link);
    onChange(next);
  };
  const listError = errors[field];

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <p className={styles.hint}>{hint}</p>
      {links.length > 0 && (
        <ol className={styles.links}>
          {links.map((link, index) => {
            const name =
              link.label.trim() || intl.formatMessage({ id: "console.site.nav.unnamed" }, { n: index + 1 });
            return (
              <li key={index} className={styles.link}>
                <Input
                  className={styles.linkLabel}
                  label={intl.formatMessage({ id: "console.site.nav.label" }, { n: index + 1 })}
                  value={link.label}
                  maxLength={NAVIGATION_LABEL_MAX}
                  error={errors[`${field}.${index}.label`]}
                  onChange={(e) => edit(index, { label: e.target.value })}
                />
                <Input
                  className={styles.linkUrl}
                  label={intl.formatMessage({ id: "console.site.nav.url" }, { n: index + 1 })}
                  value={link.url}
                  placeholder={URL_PLACEHOLDER}
                  inputMode="url"
                  error={errors[`${field}.${index}.url`]}
                  onChange={(e) => edit(index, { url: e.target.value })}
                />
                <div className={styles.linkActions}>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={index === 0}
                    aria-label={intl.formatMessage({ id: "console.site.nav.up" }, { name })}
                    onClick={() => move(index, -1)}
                  >
                    {UP}
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={index === links.length - 1}
                    aria-label={intl.formatMessage({ id: "console.site.nav.down" }, { name })}
                    onClick={() => move(index, 1)}
                  >
                    {DOWN}
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={intl.formatMessage({ id: "console.site.nav.remove" }, { name })}
                    onClick={() => onChange(links.filter((_, i) => i !== index))}
                  >
                    <FormattedMessage id="console.site.nav.removeShort" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {listError && (
        <p className={styles.error} role="alert">
          {listError}
        </p>
      )}
      <div className={styles.addRow}>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={links.length >= NAVIGATION_MAX}
          onClick={() => onChange([...links, { label: "", url: "" }])}
        >
          <FormattedMessage
            id={field === "navigation" ? "console.site.nav.addHeader" : "console.site.nav.addFooter"}
          />
        </Button>
        <span className={styles.counter}>
          <FormattedMessage
            id="console.site.nav.count"
            values={{ count: links.length, max: NAVIGATION_MAX }}
          />
        </span>
      </div>
    </fieldset>
  );
}
