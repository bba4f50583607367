// The site form's fields, grouped: identity (title, description, logo, icon), look (accent), language,
// navigation (header and footer), rules (registration, publishing) and the footer's credit. The first-run
// screen shows only the essentials: title, language and the two rules.
import {
  LANGUAGES,
  PUBLISHING_MODES,
  REGISTRATION_MODES,
  SITE_DESCRIPTION_MAX,
  SITE_TITLE_MAX,
  type SiteSettings,
} from "@inkwell/contract";
import { FormattedMessage, useIntl } from "react-intl";
import { CharacterCounter } from "../../components/CharacterCounter";
import { Input } from "../../components/Input";
import { TextArea } from "../../components/TextArea";
import { LANGUAGE_NAMES, type MessageId } from "../../i18n";
import type { FieldErrors } from "../../lib/forms";
import { AccentField } from "./AccentField";
import { ChoiceGroup } from "./ChoiceGroup";
import { NavigationEditor } from "./NavigationEditor";
import { SiteImageField } from "./SiteImageField";
import styles from "./SiteSection.module.css";

interface SiteFieldsProps {
  values: SiteSettings;
  saved: SiteSettings;
  errors: FieldErrors;
  essentialsOnly: boolean;
  onChange: <K extends keyof SiteSettings>(field: K, value: SiteSettings[K]) => void;
}

export function SiteFields({ values, saved, errors, essentialsOnly, onChange }: SiteFieldsProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });

  return (
    <>
      <div className={styles.card}>
        <h2 className={styles.cardTitle}>
          <FormattedMessage id="console.site.group.identity" />
        </h2>
        <div>
          <Input
            label={t("console.site.titleField")}
            value={values.title}
            maxLength={SITE_TITLE_MAX}
            required
            error={errors.title}
            onChange={(e) => onChange("title", e.target.value)}
          />
          <CharacterCounter length={values.title.length} max={SITE_TITLE_MAX} />
        </div>
        {!essentialsOnly && (
          <>
            <div>
              <TextArea
                label={t("console.site.descriptionField")}
                hint={t("console.site.descriptionHint")}
                rows={3}
                value={values.description}
                error={errors.description}
                onChange={(e) => onChange("description", e.target.value)}
              />
              <CharacterCounter length={values.description.length} max={SITE_DESCRIPTION_MAX} />
            </div>
            <div className={styles.images}>
              <SiteImageField
                label={t("console.site.logo")}
                hint={t("console.site.logoHint")}
                url={values.logoUrl}
                error={errors.logoUrl}
                onChange={(url) => onChange("logoUrl", url)}
              />
              <SiteImageField
                label={t("console.site.icon")}
                hint={t("console.site.iconHint")}
                url={values.iconUrl}
                error={errors.iconUrl}
                onChange={(url) => onChange("iconUrl", url)}
              />
            </div>
            <AccentField
              value={values.accentColor}
              fallback={saved.accentColor}
              error={errors.accentColor}
              onChange={(colour) => onChange("accentColor", colour)}
            />
          </>
        )}
        <ChoiceGroup
          legend={t("console.site.language")}
          value={values.defaultLanguage}
          error={errors.defaultLanguage}
          choices={LANGUAGES.map((language) => ({
            value: language,
            label: LANGUAGE_NAMES[language],
            explanation: t(`console.site.language.${language}`),
          }))}
          onChange={(language) => onChange("defaultLanguage", language)}
        />
      </div>

      {!essentialsOnly && (
        <div className={styles.card}>
          <h2 className={styles.cardTitle}>
            <FormattedMessage id="console.site.group.navigation" />
          </h2>
          <NavigationEditor
            field="navigation"
            legend={t("console.site.nav.header")}
            hint={t("console.site.nav.headerHint")}
            links={values.navigation}
            errors={errors}
            onChange={(links) => onChange("navigation", links)}
          />
          <NavigationEditor
            field="footerNavigation"
            legend={t("console.site.nav.footer")}
            hint={t("console.site.nav.footerHint")}
            links={values.footerNavigation}
            errors={errors}
            onChange={(links) => onChange("footerNavigation", links)}
          />
        </div>
      )}

      <div className={styles.card}>
        <h2 className={styles.cardTitle}>
          <FormattedMessage id="console.site.group.rules" />
        </h2>
        <ChoiceGroup
          legend={t("console.site.registration")}
          value={values.registration}
          error={errors.registration}
          choices={REGISTRATION_MODES.map((mode) => ({
            value: mode,
            label: t(`console.site.registration.${mode}`),
            explanation: t(`console.site.registration.${mode}.explanation`),
          }))}
          onChange={(mode) => onChange("registration", mode)}
        />
        <ChoiceGroup
          legend={t("console.site.publishing")}
          value={values.publishing}
          error={errors.publishing}
          choices={PUBLISHING_MODES.map((mode) => ({
            value: mode,
            label: t(`console.site.publishing.${mode}`),
            explanation: t(`console.site.publishing.${mode}.explanation`),
          }))}
          onChange={(mode) => onChange("publishing", mode)}
        />
        {!essentialsOnly && (
          <label className={styles.toggle}>
            <input
              type="checkbox"
              checked={values.poweredBy}
              onChange={(e) => onChange("poweredBy", e.target.checked)}
            />
            <span>
              <span className={styles.choiceLabel}>
                <FormattedMessage id="console.site.poweredBy" />
              </span>
              <span className={styles.hint}>
                <FormattedMessage id="console.site.poweredByHint" />
              </span>
            </span>
          </label>
        )}
      </div>
    </>
  );
}
