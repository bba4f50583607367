// The site's logo or icon: the image as it is, Upload (through the same upload endpoint as posts' images and
// avatars) and Remove; a file that is not an image, a failed upload or the server's refusal shows under it.
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/Button";
import { Icon } from "../../components/Icon";
import { useImageUpload, type UploadProblem } from "../../features/uploads";
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
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const upload = useImageUpload({ onUploaded: onChange, onProblem: setProblem });

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
            loading={upload.uploading}
            onClick={upload.choose}
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
          {...upload.inputProps}
          aria-label={intl.formatMessage({ id: "console.site.image.file" }, { field: label })}
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
