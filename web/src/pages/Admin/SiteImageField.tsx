// The site's logo or icon: the image as it is, Upload (through the same upload endpoint as posts' images and
// avatars) and Remove; a file that is not an image, a failed upload or the server's refusal shows under it.
import { useRef, useState, type ChangeEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/Button";
import { Icon } from "../../components/Icon";
import { useUploadImageMutation } from "../../data/api/postsApi";
import styles from "./SiteSection.module.css";

interface SiteImageFieldProps {
  label: string;
  hint: string;
  url: string | null;
  error: string | undefined;
  onChange: (url: string | null) => void;
}

export function SiteImageField({ label, hint, url, error, onChange }: SiteImageFieldProps) {
  const intl = useIntl();
  const fileRef = useRef<HTMLInputElement>(null);
  const [upload, { isLoading: uploading }] = useUploadImageMutation();
  const [problem, setProblem] = useState<"notImage" | "failed" | null>(null);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      setProblem("notImage");
      return;
    }
    setProblem(null);
    try {
      onChange((await upload(file).unwrap()).url);
    } catch (err) {
      console.error("Could not upload the site's image", err);
      setProblem("failed");
    }
  };

  const shown = problem
    ? intl.formatMessage({
        id: problem === "notImage" ? "console.site.image.notImage" : "console.site.image.failed",
      })
    : error;

  return (
    <div className={styles.imageField}>
      <div className={styles.imageBox}>
        {url ? (
          <img src={url} alt={intl.formatMessage({ id: "console.site.image.current" }, { field: label })} />
        ) : (
          <Icon name="inkwell" size={32} />
        )}
      </div>
      <div className={styles.imageControls}>
        <span className={styles.legend}>{label}</span>
        <div className={styles.imageButtons}>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            loading={uploading}
            onClick={() => fileRef.current?.click()}
          >
            <FormattedMessage id="console.site.image.upload" />
          </Button>
          {url && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={intl.formatMessage({ id: "console.site.image.removeNamed" }, { field: label })}
              onClick={() => onChange(null)}
            >
              <FormattedMessage id="console.site.image.remove" />
            </Button>
          )}
        </div>
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          className="visually-hidden"
          aria-label={intl.formatMessage({ id: "console.site.image.file" }, { field: label })}
          onChange={(e) => void pick(e)}
        />
        {shown ? (
          <p className={styles.error} role="alert">
            {shown}
          </p>
        ) : (
          <p className={styles.hint}>{hint}</p>
        )}
      </div>
    </div>
  );
}
