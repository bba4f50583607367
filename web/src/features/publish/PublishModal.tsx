// The publish modal (spec §2.7, §5): SEO & Meta, Cover Image, Topics, Post Visibility and Publishing.
// It only collects data; the parent screen saves it.
import {
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  TOPIC_NAME_MAX,
  TOPICS_MAX,
  type Visibility,
} from "@inkwell/contract";
import { useEffect, useId, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Icon } from "../../components/Icon";
import { Input } from "../../components/Input";
import { TextArea } from "../../components/TextArea";
import { cx } from "../../lib/cx";
import { toDateTimeLocal } from "../../lib/time";
import styles from "./PublishModal.module.css";

export const TOPIC_SUGGESTIONS_MAX = 5;

export interface PublishFormData {
  metaTitle: string;
  metaDescription: string;
  coverImage: string | null;
  visibility: Visibility;
  topics: string[];
  status: "published" | "scheduled";
  isScheduled: boolean;
  /** ISO date-time when scheduling, otherwise null. */
  publishedAt: string | null;
}

export const VISIBILITY_OPTIONS: { value: Visibility; label: string; description: string }[] = [
  { value: "public", label: "Public", description: "Anyone on the internet can read it." },
  { value: "followers", label: "Followers only", description: "Only people who follow you." },
  { value: "private", label: "Only me", description: "Nobody else can see it." },
];

/** Topics containing `text` (ignoring case) that are not selected yet, at most five. */
export function topicSuggestions(
  available: readonly string[],
  selected: readonly string[],
  text: string,
): string[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const chosen = new Set(selected.map((t) => t.toLowerCase()));
  return available
    .filter((t) => t.toLowerCase().includes(needle) && !chosen.has(t.toLowerCase()))
    .slice(0, TOPIC_SUGGESTIONS_MAX);
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
  const [coverImage, setCoverImage] = useState<string | null>(initialData?.coverImage ?? null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [topics, setTopics] = useState<string[]>(initialData?.topics ?? []);
  const [topicText, setTopicText] = useState("");
  const [visibility, setVisibility] = useState<Visibility>(initialData?.visibility ?? "public");
  const [isScheduled, setIsScheduled] = useState(initialData?.isScheduled ?? false);
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

  const suggestions = topicSuggestions(availableTopics, topics, topicText);
  const topicsFull = topics.length >= TOPICS_MAX;
  const minDateTime = toDateTimeLocal(new Date());
  const canPublish = !submitting && !uploading && (!isScheduled || scheduleAt !== "");

  const addTopic = (raw: string) => {
    const name = raw.trim();
    if (!name || topicsFull) return;
    if (!topics.some((t) => t.toLowerCase() === name.toLowerCase())) setTopics([...topics, name]);
    setTopicText("");
  };

  const onTopicKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      e.preventDefault();
      addTopic(topicText);
    }
  };

  const onCoverChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      setCoverError("Choose an image file.");
      return;
    }
    setCoverError(null);
    if (!uploadImage) return;
    setUploading(true);
    try {
      setCoverImage(await uploadImage(file));
    } catch (err) {
      console.error("Cover upload failed", err);
      setCoverError("The image could not be uploaded.");
    } finally {
      setUploading(false);
    }
  };

  const submit = () => {
    if (!canPublish) return;
    onSubmit({
      metaTitle: metaTitle.trim(),
      metaDescription: metaDescription.trim(),
      coverImage,
      visibility,
      topics,
      status: isScheduled ? "scheduled" : "published",
      isScheduled,
      publishedAt: isScheduled && scheduleAt ? new Date(scheduleAt).toISOString() : null,
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

          <section className={styles.section} aria-labelledby={`${id}-seo`}>
            <h3 id={`${id}-seo`} className={styles.sectionTitle}>
              SEO &amp; Meta
            </h3>
            <Input
              label="Meta Title"
              value={metaTitle}
              maxLength={META_TITLE_MAX}
              onChange={(e) => setMetaTitle(e.target.value.slice(0, META_TITLE_MAX))}
              hint={`${metaTitle.length}/${META_TITLE_MAX} · Recommended: 50–60 characters`}
              error={errors.metaTitle}
            />
            <TextArea
              label="Meta Description"
              value={metaDescription}
              rows={3}
              maxLength={META_DESCRIPTION_MAX}
              onChange={(e) => setMetaDescription(e.target.value.slice(0, META_DESCRIPTION_MAX))}
              hint={`${metaDescription.length}/${META_DESCRIPTION_MAX} · Recommended: 150–160 characters`}
              error={errors.metaDescription}
              className={styles.description}
            />
          </section>

          <section className={styles.section} aria-labelledby={`${id}-cover`}>
            <h3 id={`${id}-cover`} className={styles.sectionTitle}>
              Cover Image
            </h3>
            {coverImage ? (
              <div className={styles.coverPreview}>
                <img src={coverImage} alt="Cover preview" />
                <Button variant="secondary" size="sm" onClick={() => setCoverImage(null)}>
                  Remove
                </Button>
              </div>
            ) : (
              <label className={cx(styles.coverPicker, uploading && styles.busy)}>
                <Icon name="file" size={20} />
                <span>{uploading ? "Uploading…" : "Upload cover image"}</span>
                <input
                  type="file"
                  accept="image/*"
                  className="visually-hidden"
                  aria-label="Cover image file"
                  onChange={(e) => void onCoverChange(e)}
                  disabled={uploading}
                />
              </label>
            )}
            {(coverError || errors.coverImage) && (
              <p className={styles.error} role="alert">
                {coverError ?? errors.coverImage}
              </p>
            )}
          </section>

          <section className={styles.section} aria-labelledby={`${id}-topics`}>
            <h3 id={`${id}-topics`} className={styles.sectionTitle}>
              Topics
            </h3>
            {topics.length > 0 && (
              <ul className={styles.chips} aria-label="Selected topics">
                {topics.map((topic) => (
                  <li key={topic} className={styles.chip}>
                    {topic}
                    <button
                      type="button"
                      onClick={() => setTopics(topics.filter((t) => t !== topic))}
                      aria-label={`Remove topic ${topic}`}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div className={styles.topicRow}>
              <Input
                label="Add a topic"
                value={topicText}
                maxLength={TOPIC_NAME_MAX}
                onChange={(e) => setTopicText(e.target.value)}
                onKeyDown={onTopicKey}
                disabled={topicsFull}
                placeholder={topicsFull ? `At most ${TOPICS_MAX} topics` : "e.g. JavaScript"}
                hint={`Up to ${TOPICS_MAX} topics. Press Enter to add.`}
                error={errors.topics}
                className={styles.topicInput}
                autoComplete="off"
              />
              <Button variant="secondary" onClick={() => addTopic(topicText)} disabled={topicsFull}>
                Add
              </Button>
            </div>
            {suggestions.length > 0 && (
              <ul className={styles.suggestions} aria-label="Topic suggestions">
                {suggestions.map((s) => (
                  <li key={s}>
                    <button type="button" onClick={() => addTopic(s)}>
                      {s}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className={styles.section} aria-labelledby={`${id}-visibility`}>
            <h3 id={`${id}-visibility`} className={styles.sectionTitle}>
              Post Visibility
            </h3>
            <div className={styles.options} role="radiogroup" aria-labelledby={`${id}-visibility`}>
              {VISIBILITY_OPTIONS.map((option) => (
                <label
                  key={option.value}
                  className={cx(styles.option, visibility === option.value && styles.selected)}
                >
                  <input
                    type="radio"
                    name={`${id}-visibility`}
                    value={option.value}
                    checked={visibility === option.value}
                    onChange={() => setVisibility(option.value)}
                  />
                  <span>
                    <strong>{option.label}</strong>
                    <small>{option.description}</small>
                  </span>
                </label>
              ))}
            </div>
          </section>

          <section className={styles.section} aria-labelledby={`${id}-publishing`}>
            <h3 id={`${id}-publishing`} className={styles.sectionTitle}>
              Publishing
            </h3>
            <label className={styles.toggle}>
              <input
                type="checkbox"
                role="switch"
                checked={isScheduled}
                onChange={(e) => setIsScheduled(e.target.checked)}
              />
              <span>Schedule for later</span>
            </label>
            {isScheduled && (
              <Input
                label="Publish date and time"
                type="datetime-local"
                value={scheduleAt}
                min={minDateTime}
                onChange={(e) => setScheduleAt(e.target.value)}
                required
                hint="Choose when the post goes live."
                error={errors.publishedAt}
              />
            )}
          </section>
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
