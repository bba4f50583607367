// The avatar row of the edit-profile form: the picture, Upload image (a hidden file input) and Remove, and
// the field's error or hint.
import { useRef, type ChangeEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Avatar } from "../../components/Avatar";
import { Button } from "../../components/Button";
import styles from "./EditProfile.module.css";

interface AvatarFieldProps {
  /** Whose initials stand in for a missing picture. */
  name: string;
  avatar: string | null;
  error: string | undefined;
  uploading: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}

export function AvatarField({ name, avatar, error, uploading, onPick, onRemove }: AvatarFieldProps) {
  const intl = useIntl();
  const fileRef = useRef<HTMLInputElement>(null);

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (file) onPick(file);
  };

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
            loading={uploading}
            onClick={() => fileRef.current?.click()}
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
          ref={fileRef}
          type="file"
          accept="image/*"
          className="visually-hidden"
          aria-label={intl.formatMessage({ id: "people.editProfile.avatar.input" })}
          onChange={handleChange}
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
