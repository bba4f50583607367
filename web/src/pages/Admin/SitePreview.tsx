// A miniature of the site as the form has it now, before saving: the header (logo or mark, title, the
// built-in links then the owner's), the home page's opening (title, description) and a button and a link in
// the accent colour (as the site's palette makes it for each theme), in the light and the dark theme side by
// side. Nothing in it goes anywhere.
import { accentPalette, siteDescription, type Language, type SiteSettings } from "@inkwell/contract";
import type { CSSProperties } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Icon } from "../../components/Icon";
import styles from "./SitePreview.module.css";

const HEX = /^#[0-9a-f]{6}$/i;
const THEMES = ["light", "dark"] as const;

interface SitePreviewProps {
  values: SiteSettings;
  /** The accent shown while the form's is not yet a colour. */
  savedAccent: string;
}

export function SitePreview({ values, savedAccent }: SitePreviewProps) {
  const intl = useIntl();
  const palette = accentPalette(HEX.test(values.accentColor) ? values.accentColor : savedAccent);
  const title = values.title.trim() || intl.formatMessage({ id: "console.site.preview.untitled" });
  const description = siteDescription(
    { title, description: values.description.trim() },
    intl.locale as Language,
  );
  const links = [
    intl.formatMessage({ id: "common.nav.home" }),
    intl.formatMessage({ id: "common.nav.topics" }),
    ...values.navigation.map((link) => link.label.trim()).filter(Boolean),
  ];

  return (
    <section className={styles.preview} aria-label={intl.formatMessage({ id: "console.site.preview.label" })}>
      <h2 className={styles.heading}>
        <FormattedMessage id="console.site.preview.label" />
      </h2>
      <p className={styles.note}>
        <FormattedMessage id="console.site.preview.note" />
      </p>
      <div className={styles.panes}>
        {THEMES.map((theme) => (
          <figure
            key={theme}
            className={styles[theme]}
            style={palette[theme] as CSSProperties}
            aria-label={intl.formatMessage({ id: `console.site.preview.${theme}` })}
          >
            <figcaption className={styles.caption}>
              <FormattedMessage id={`console.site.preview.${theme}`} />
            </figcaption>
            <div className={styles.site}>
              <div className={styles.header}>
                <span className={styles.brand}>
                  {values.logoUrl ? (
                    <img className={styles.logo} src={values.logoUrl} alt="" />
                  ) : (
                    <Icon name="inkwell" size={18} />
                  )}
                  <span className={styles.title}>{title}</span>
                </span>
                <span className={styles.nav}>
                  {links.map((label, i) => (
                    <span key={i} className={i === 0 ? styles.navCurrent : styles.navLink}>
                      {label}
                    </span>
                  ))}
                </span>
              </div>
              <div className={styles.hero}>
                <p className={styles.heroTitle}>{title}</p>
                <p className={styles.heroText}>{description}</p>
                <div className={styles.heroActions}>
                  <span className={styles.button}>
                    <FormattedMessage id="console.site.preview.button" />
                  </span>
                  <span className={styles.link}>
                    <FormattedMessage id="console.site.preview.link" />
                  </span>
                </div>
              </div>
            </div>
          </figure>
        ))}
      </div>
    </section>
  );
}
