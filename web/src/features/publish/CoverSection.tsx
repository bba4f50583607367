// "Cover Image": pick an image (only images are accepted), see it, remove it. `useCoverUpload` holds the
// cover and the upload in the modal, which must not publish while an upload is running.
import { useId, useState, type ChangeEvent } from "react";
import { Button } from "../../components/Button";
import { Icon } from "../../components/Icon";
import { cx } from "../../lib/cx";
import styles from "./PublishModal.module.css";
import { PublishSection } from "./PublishSection";

export function useCoverUpload(initial: string | null, uploadImage?: (file: File) => Promise<string>) {
  const [coverImage, setCoverImage] = useState<string | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      setError("Choose an image file.");
      return;
    }
    setError(null);
    if (!uploadImage) return;
    setUploading(true);
    try {
      setCoverImage(await uploadImage(file));
    } catch (err) {
      console.error("Cover upload failed", err);
      setError("The image could not be uploaded.");
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
  const id = useId();
  const { coverImage, uploading } = cover;
  const error = cover.error ?? serverError;
  return (
    <PublishSection id={id} title="Cover Image">
      {coverImage ? (
        <div className={styles.coverPreview}>
          <img src={coverImage} alt="Cover preview" />
          <Button variant="secondary" size="sm" onClick={cover.remove}>
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
