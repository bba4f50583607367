// "SEO & Meta": the meta title and description, cut at their maximum length, with counters and the
// recommended ranges.
import { cutText, META_DESCRIPTION_MAX, META_TITLE_MAX } from "@inkwell/contract";
import { useId } from "react";
import { useIntl } from "react-intl";
import { Input } from "../../components/Input";
import { TextArea } from "../../components/TextArea";
import styles from "./PublishModal.module.css";
import { PublishSection } from "./PublishSection";

interface SeoSectionProps {
  metaTitle: string;
  metaDescription: string;
  onMetaTitleChange: (value: string) => void;
  onMetaDescriptionChange: (value: string) => void;
  errors: { metaTitle?: string; metaDescription?: string };
}

export function SeoSection({
  metaTitle,
  metaDescription,
  onMetaTitleChange,
  onMetaDescriptionChange,
  errors,
}: SeoSectionProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <PublishSection id={id} title={intl.formatMessage({ id: "writing.seo.title" })}>
      <Input
        label={intl.formatMessage({ id: "writing.seo.metaTitle" })}
        value={metaTitle}
        maxLength={META_TITLE_MAX}
        onChange={(e) => onMetaTitleChange(cutText(e.target.value, META_TITLE_MAX))}
        hint={intl.formatMessage(
          { id: "writing.seo.metaTitleHint" },
          { length: metaTitle.length, max: META_TITLE_MAX },
        )}
        error={errors.metaTitle}
      />
      <TextArea
        label={intl.formatMessage({ id: "writing.seo.metaDescription" })}
        value={metaDescription}
        rows={3}
        maxLength={META_DESCRIPTION_MAX}
        onChange={(e) => onMetaDescriptionChange(cutText(e.target.value, META_DESCRIPTION_MAX))}
        hint={intl.formatMessage(
          { id: "writing.seo.metaDescriptionHint" },
          { length: metaDescription.length, max: META_DESCRIPTION_MAX },
        )}
        error={errors.metaDescription}
        className={styles.description}
      />
    </PublishSection>
  );
}
