// The avatar row of the edit-profile form: the picture, Upload image (a hidden file input) and Remove, and
// the field's error or hint.
import { FormattedMessage, useIntl } from "react-intl";
import { Avatar } from "../../components/Avatar";
import { Button } from "../../components/Button";
import type { ImageUpload } from "../../features/uploads";
import styles from "./EditProfile.module.css";

interface AvatarFieldProps {
  /** Whose initials stand in for a missing picture. */
  name: string;
  avatar: string | null;
  error: string | undefined;
  upload: ImageUpload;
  onRemove: () => void;
}

export function AvatarField({ name, avatar, error, upload, onRemove }: AvatarFieldProps) {
  const intl = useIntl();

  return (
    <div className={styles.avatarRow}>
      <Avatar name={name} src={avatar} size={88} />
      <div className={styles.avatarControls}>
        <span className={styles.avatarLabel}>
          <FormattedMessage id="people.editProfile.avatar" />
        </span>
        <div className={styles.avatarButtons}>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            loading={upload.uploading}
            onClick={upload.choose}
          >
            <FormattedMessage id="people.editProfile.avatar.upload" />
          </Button>
          {avatar && (
            <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
              <FormattedMessage id="people.editProfile.avatar.remove" />
            </Button>
          )}
        </div>
        <input
          {...upload.inputProps}
          aria-label={intl.formatMessage({ id: "people.editProfile.avatar.input" })}
        />
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : (
          <p className={styles.hint}>
            <FormattedMessage id="people.editProfile.avatar.hint" />
          </p>
        )}
      </div>
    </div>
  );
}
