// Site (administrators, /admin/site): the site's name, look, navigation and rules, with a live preview
// beside the form that follows every edit before it is saved. A save sends only what changed; the server's
// field errors land under the field they name. Opened as /admin/site?setup=1 (a fresh install's first
// administrator lands there), it welcomes them and asks only the essentials, then goes on to the full form.
import { isLanguage, type SiteSettings } from "@inkwell/contract";
import { useEffect, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Skeleton } from "../../components/Skeleton";
import { useGetSiteQuery, useUpdateSiteMutation } from "../../data/api/siteApi";
import { asApiError } from "../../lib/apiError";
import type { FieldErrors } from "../../lib/forms";
import { SectionHeader } from "./SectionHeader";
import { SiteFields } from "./SiteFields";
import { SitePreview } from "./SitePreview";
import styles from "./SiteSection.module.css";
import { changesOf, checkChanges, isFormField, withoutErrorsOf } from "./siteForm";

export function SiteSection() {
  const intl = useIntl();
  const { data: saved, isError } = useGetSiteQuery();
  const [params] = useSearchParams();
  const setup = params.get("setup") === "1";

  if (isError) return <Alert>{intl.formatMessage({ id: "console.actionFailed" })}</Alert>;
  return (
    <div className={styles.section}>
      <SectionHeader
        title={intl.formatMessage({ id: setup ? "console.site.setup.title" : "console.site.title" })}
        description={intl.formatMessage({
          id: setup ? "console.site.setup.description" : "console.site.description",
        })}
      />
      {saved ? <SiteForm saved={saved} setup={setup} /> : <Skeleton height={480} />}
    </div>
  );
}

function SiteForm({ saved, setup }: { saved: SiteSettings; setup: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const language = isLanguage(intl.locale) ? intl.locale : "en";
  const [values, setValues] = useState<SiteSettings>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const [update, { isLoading: saving }] = useUpdateSiteMutation();
  const changes = changesOf(saved, values);
  const dirty = Object.keys(changes).length > 0;

  // Leaving the page (closing it, reloading) with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const change = <K extends keyof SiteSettings>(field: K, value: SiteSettings[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => withoutErrorsOf(e, field));
    setJustSaved(false);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFormError(null);
    setJustSaved(false);
    const checked = checkChanges(changes, language);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    try {
      if (dirty) {
        const now = await update(checked.body).unwrap();
        setValues(now);
      }
      setErrors({});
      if (setup) void navigate("/admin/site");
      else setJustSaved(true);
    } catch (err) {
      const apiError = asApiError(err);
      const placed: FieldErrors = {};
      let unplaced = false;
      for (const [key, message] of Object.entries(apiError?.fields ?? {})) {
        if (isFormField(key)) placed[key] = message;
        else unplaced = true;
      }
      setErrors(placed);
      if (unplaced || Object.keys(placed).length === 0)
        setFormError(apiError?.message ?? intl.formatMessage({ id: "console.actionFailed" }));
    }
  };

  return (
    <div className={styles.layout}>
      <form
        className={styles.form}
        noValidate
        aria-label={intl.formatMessage({ id: "console.site.formLabel" })}
        onSubmit={(e) => void submit(e)}
      >
        <SiteFields values={values} saved={saved} errors={errors} essentialsOnly={setup} onChange={change} />
        <div className={styles.saveBar}>
          {formError && <Alert>{formError}</Alert>}
          {justSaved && (
            <Alert tone="success">
              <FormattedMessage id="console.site.saved" />
            </Alert>
          )}
          <div className={styles.saveRow}>
            {dirty && !setup && (
              <span className={styles.hint}>
                <FormattedMessage id="console.site.unsaved" />
              </span>
            )}
            <Button type="submit" loading={saving} disabled={!setup && !dirty}>
              <FormattedMessage id={setup ? "console.site.setup.continue" : "console.site.save"} />
            </Button>
          </div>
        </div>
      </form>
      <SitePreview values={values} savedAccent={saved.accentColor} />
    </div>
  );
}
