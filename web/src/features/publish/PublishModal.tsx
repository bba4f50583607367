// The publish modal (spec §2.7, §5): SEO & Meta, Cover Image, Topics, Tags, Post Visibility, Language, Series and Publishing, one
// section component each. The modal holds what they collect (usePublishForm) and hands it over; the parent
// screen saves it.
import type { Language } from "@inkwell/contract";
import { useEffect, useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Icon } from "../../components/Icon";
import { ContentsSection } from "./ContentsSection";
import { CoverSection } from "./CoverSection";
import { ImageAltWarning } from "./ImageAltWarning";
import { LanguageSection } from "./LanguageSection";
import styles from "./PublishModal.module.css";
import { ScheduleSection } from "./ScheduleSection";
import { SeoSection } from "./SeoSection";
import { SeriesSection } from "./SeriesSection";
import { TagsSection } from "./TagsSection";
import { TopicsSection } from "./TopicsSection";
import { usePublishForm, type PublishFormData } from "./usePublishForm";
import { VisibilitySection } from "./VisibilitySection";

interface PublishModalProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (data: PublishFormData) => void;
  availableTopics?: string[];
  initialData?: Partial<PublishFormData>;
  submitting?: boolean;
  /** Server field errors, e.g. `publishedAt`, `metaTitle`. */
  errors?: Record<string, string>;
  formError?: string | null;
  /** Uploads the chosen cover and resolves to its URL. */
  uploadImage?: (file: File) => Promise<string>;
  /** The language the saved text was judged to be. */
  detectedLanguage?: Language;
  /** How many of the body's images have no description, and how to go and describe them. */
  imagesWithoutAlt?: number;
  onDescribeImages?: () => void;
}

export function PublishModal(props: PublishModalProps) {
  if (!props.open) return null;
  return <PublishDialog {...props} />;
}

function PublishDialog({
  onClose,
  onSubmit,
  availableTopics = [],
  initialData,
  submitting = false,
  errors = {},
  formError,
  uploadImage,
  detectedLanguage,
  imagesWithoutAlt = 0,
  onDescribeImages,
}: PublishModalProps) {
  const intl = useIntl();
  const id = useId();
  const form = usePublishForm(initialData, uploadImage);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);

  const canPublish = !submitting && !form.cover.uploading && (!form.isScheduled || form.scheduleAt !== "");

  const submit = () => {
    if (canPublish) onSubmit(form.collect());
  };

  return (
    <div
      className={styles.overlay}
      data-testid="publish-overlay"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <header className={styles.header}>
          <h2 id={`${id}-title`} className={styles.title}>
            <FormattedMessage id="writing.publishModal.title" />
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={intl.formatMessage({ id: "writing.publishModal.close" })}
          >
            <Icon name="close" size={20} />
          </button>
        </header>

        <div className={styles.body}>
          {formError && <Alert>{formError}</Alert>}
          <ImageAltWarning count={imagesWithoutAlt} onDescribe={onDescribeImages} />
          <SeoSection
            metaTitle={form.metaTitle}
            metaDescription={form.metaDescription}
            onMetaTitleChange={form.setMetaTitle}
            onMetaDescriptionChange={form.setMetaDescription}
            errors={errors}
          />
          <CoverSection cover={form.cover} serverError={errors.coverImage} />
          <TopicsSection
            topics={form.topics}
            onChange={form.setTopics}
            availableTopics={availableTopics}
            error={errors.topics}
          />
          <TagsSection tags={form.tags} onChange={form.setTags} error={errors.tags} />
          <VisibilitySection value={form.visibility} onChange={form.setVisibility} />
          <LanguageSection value={form.language} detected={detectedLanguage} onChange={form.setLanguage} />
          <SeriesSection
            value={form.seriesId}
            onChange={form.setSeriesId}
            newTitle={form.newSeriesTitle}
            onNewTitleChange={form.setNewSeriesTitle}
            error={errors.series}
          />
          <ContentsSection checked={form.tableOfContents} onChange={form.setTableOfContents} />
          <ScheduleSection
            isScheduled={form.isScheduled}
            onScheduledChange={form.setIsScheduled}
            scheduleAt={form.scheduleAt}
            onScheduleAtChange={form.setScheduleAt}
            error={errors.publishedAt}
            byEmail={
              form.visibility === "public"
                ? { checked: form.sendNewsletter, onChange: form.setSendNewsletter }
                : null
            }
          />
        </div>

        <footer className={styles.footer}>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="writing.publishModal.cancel" />
          </Button>
          <Button onClick={submit} disabled={!canPublish} loading={submitting}>
            <FormattedMessage
              id={form.isScheduled ? "writing.publishModal.schedule" : "writing.publishModal.publishNow"}
            />
          </Button>
        </footer>
      </div>
    </div>
  );
}
