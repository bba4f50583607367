// "SEO & Meta": the meta title and description, cut at their maximum length, with counters and the
// recommended ranges.
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from "@inkwell/contract";
import { useId } from "react";
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
  const id = useId();
  return (
    <PublishSection id={id} title="SEO & Meta">
      <Input
        label="Meta Title"
        value={metaTitle}
        maxLength={META_TITLE_MAX}
        onChange={(e) => onMetaTitleChange(e.target.value.slice(0, META_TITLE_MAX))}
        hint={`${metaTitle.length}/${META_TITLE_MAX} · Recommended: 50–60 characters`}
        error={errors.metaTitle}
      />
      <TextArea
        label="Meta Description"
        value={metaDescription}
        rows={3}
        maxLength={META_DESCRIPTION_MAX}
        onChange={(e) => onMetaDescriptionChange(e.target.value.slice(0, META_DESCRIPTION_MAX))}
        hint={`${metaDescription.length}/${META_DESCRIPTION_MAX} · Recommended: 150–160 characters`}
        error={errors.metaDescription}
        className={styles.description}
      />
    </PublishSection>
  );
}
