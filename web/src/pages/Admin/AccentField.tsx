// The accent colour: a colour picker and the same colour as hex text (either edits it), and a few swatches.
import { useId } from "react";
import { useIntl } from "react-intl";
import { cx } from "../../lib/cx";
import styles from "./SiteSection.module.css";

/** Suggested accents, each readable on white and, lightened by the palette, on the dark theme. */
const SWATCHES = ["#4f46e5", "#0369a1", "#0f766e", "#15803d", "#b45309", "#b91c1c", "#be185d", "#7c3aed"];
const HEX = /^#[0-9a-f]{6}$/i;

interface AccentFieldProps {
  value: string;
  /** The colour the picker shows while the text is not yet a colour. */
  fallback: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

export function AccentField({ value, fallback, error, onChange }: AccentFieldProps) {
  const intl = useIntl();
  const id = useId();
  const label = intl.formatMessage({ id: "console.site.accent" });
  const colour = HEX.test(value) ? value.toLowerCase() : fallback;

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.accentRow}>
        <input
          type="color"
          className={styles.colourInput}
          value={colour}
          aria-label={intl.formatMessage({ id: "console.site.accent.picker" })}
          onChange={(e) => onChange(e.target.value)}
        />
        <input
          id={id}
          className={cx(styles.hexInput, error && styles.invalid)}
          value={value}
          maxLength={7}
          spellCheck={false}
          aria-label={intl.formatMessage({ id: "console.site.accent.hex" })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value.trim())}
        />
      </div>
      <ul
        className={styles.swatches}
        aria-label={intl.formatMessage({ id: "console.site.accent.suggested" })}
      >
        {SWATCHES.map((swatch) => (
          <li key={swatch}>
            <button
              type="button"
              className={cx(styles.swatch, colour === swatch && styles.swatchChosen)}
              style={{ background: swatch }}
              aria-pressed={colour === swatch}
              aria-label={intl.formatMessage({ id: "console.site.accent.use" }, { colour: swatch })}
              onClick={() => onChange(swatch)}
            />
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
