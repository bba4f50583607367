// "Cover Image": pick an image (only images are accepted), see it, remove it. `useCoverUpload` holds the
// cover and the upload in the modal, which must not publish while an upload is running.
import { useId, useState, type ChangeEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/Button";
import { Icon } from "../../components/Icon";
import { cx } from "../../lib/cx";
import styles from "./PublishModal.module.css";
import { PublishSection } from "./PublishSection";

/** What went wrong with the chosen cover, as the message that says so. */
type CoverError = "writing.cover.notAnImage" | "writing.cover.uploadFailed";

export function useCoverUpload(initial: string | null, uploadImage?: (file: File) => Promise<string>) {
  const [coverImage, setCoverImage] = useState<string | null>(initial);
  const [error, setError] = useState<CoverError | null>(null);
  const [uploading, setUploading] = useState(false);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      setError("writing.cover.notAnImage");
      return;
    }
    setError(null);
    if (!uploadImage) return;
    setUploading(true);
    try {
      setCoverImage(await uploadImage(file));
    } catch (err) {
      console.error("Cover upload failed", err);
      setError("writing.cover.uploadFailed");
    } finally {
      setUploading(false);
    }
  };

  return { coverImage, error, uploading, pick, remove: () => setCoverImage(null) };
}

interface CoverSectionProps {
  cover: ReturnType<typeof useCoverUpload>;
  /** The server's message about the cover, if any. */
  serverError?: string;
}

export function CoverSection({ cover, serverError }: CoverSectionProps) {
  const intl = useIntl();
  const id = useId();
  const { coverImage, uploading } = cover;
  const error = cover.error ? intl.formatMessage({ id: cover.error }) : serverError;
  return (
    <PublishSection id={id} title={intl.formatMessage({ id: "writing.cover.title" })}>
      {coverImage ? (
        <div className={styles.coverPreview}>
          <img src={coverImage} alt={intl.formatMessage({ id: "writing.cover.preview" })} />
          <Button variant="secondary" size="sm" onClick={cover.remove}>
            <FormattedMessage id="writing.cover.remove" />
          </Button>
        </div>
      ) : (
        <label className={cx(styles.coverPicker, uploading && styles.busy)}>
          <Icon name="file" size={20} />
          <span>
            <FormattedMessage id={uploading ? "writing.cover.uploading" : "writing.cover.upload"} />
          </span>
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            aria-label={intl.formatMessage({ id: "writing.cover.file" })}
            onChange={(e) => void cover.pick(e)}
            disabled={uploading}
          />
        </label>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </PublishSection>
  );
}
