// The publish modal (spec §2.7, §5): SEO & Meta, Cover Image, Topics, Tags, Post Visibility and Publishing, one
// section component each. The modal holds what they collect and hands it over; the parent screen saves it.
import type { Visibility } from "@inkwell/contract";
import { useEffect, useId, useState } from "react";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { toDateTimeLocal } from "../../lib/time";
import { CoverSection, useCoverUpload } from "./CoverSection";
import styles from "./PublishModal.module.css";
import { ScheduleSection } from "./ScheduleSection";
import { SeoSection } from "./SeoSection";
import { TagsSection } from "./TagsSection";
import { TopicsSection } from "./TopicsSection";
import { VisibilitySection } from "./VisibilitySection";

export interface PublishFormData {
  metaTitle: string;
  metaDescription: string;
  coverImage: string | null;
  visibility: Visibility;
  topics: string[];
  tags: string[];
  status: "published" | "scheduled";
  isScheduled: boolean;
  /** ISO date-time when scheduling, otherwise null. */
  publishedAt: string | null;
  /** Mail it to the author's subscribers when it goes live (public posts only). */
  sendNewsletter: boolean;
}

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
}: PublishModalProps) {
  const id = useId();
  const [metaTitle, setMetaTitle] = useState(initialData?.metaTitle ?? "");
  const [metaDescription, setMetaDescription] = useState(initialData?.metaDescription ?? "");
  const cover = useCoverUpload(initialData?.coverImage ?? null, uploadImage);
  const [topics, setTopics] = useState<string[]>(initialData?.topics ?? []);
  const [tags, setTags] = useState<string[]>(initialData?.tags ?? []);
  const [visibility, setVisibility] = useState<Visibility>(initialData?.visibility ?? "public");
  const [isScheduled, setIsScheduled] = useState(initialData?.isScheduled ?? false);
  const [sendNewsletter, setSendNewsletter] = useState(initialData?.sendNewsletter ?? true);
  const [scheduleAt, setScheduleAt] = useState(
    initialData?.isScheduled && initialData.publishedAt
      ? toDateTimeLocal(new Date(initialData.publishedAt))
      : "",
  );

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);

  const canPublish = !submitting && !cover.uploading && (!isScheduled || scheduleAt !== "");

  const submit = () => {
    if (!canPublish) return;
    onSubmit({
      metaTitle: metaTitle.trim(),
      metaDescription: metaDescription.trim(),
      coverImage: cover.coverImage,
      visibility,
      topics,
      tags,
      status: isScheduled ? "scheduled" : "published",
      isScheduled,
      publishedAt: isScheduled && scheduleAt ? new Date(scheduleAt).toISOString() : null,
      sendNewsletter: visibility === "public" && sendNewsletter,
    });
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
            Ready to publish?
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            ×
          </button>
        </header>

        <div className={styles.body}>
          {formError && <Alert>{formError}</Alert>}
          <SeoSection
            metaTitle={metaTitle}
            metaDescription={metaDescription}
            onMetaTitleChange={setMetaTitle}
            onMetaDescriptionChange={setMetaDescription}
            errors={errors}
          />
          <CoverSection cover={cover} serverError={errors.coverImage} />
          <TopicsSection
            topics={topics}
            onChange={setTopics}
            availableTopics={availableTopics}
            error={errors.topics}
          />
          <TagsSection tags={tags} onChange={setTags} error={errors.tags} />
          <VisibilitySection value={visibility} onChange={setVisibility} />
          <ScheduleSection
            isScheduled={isScheduled}
            onScheduledChange={setIsScheduled}
            scheduleAt={scheduleAt}
            onScheduleAtChange={setScheduleAt}
            error={errors.publishedAt}
            byEmail={
              visibility === "public" ? { checked: sendNewsletter, onChange: setSendNewsletter } : null
            }
          />
        </div>

        <footer className={styles.footer}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!canPublish} loading={submitting}>
            {isScheduled ? "Schedule Post" : "Publish Now"}
          </Button>
        </footer>
      </div>
    </div>
  );
}
