// The avatar of the edit-profile form: an image the member picks is uploaded and becomes the form's avatar;
// anything but an image is refused under the field.
import { useIntl } from "react-intl";
import { useUploadImageMutation } from "../../data/api/postsApi";
import type { FieldErrors } from "../../lib/forms";
import type { Values } from "./profileForm";

interface FormState {
  setValues: (update: (values: Values) => Values) => void;
  setErrors: (update: (errors: FieldErrors) => FieldErrors) => void;
}

export function useAvatarUpload({ setValues, setErrors }: FormState) {
  const intl = useIntl();
  const [upload, { isLoading: uploading }] = useUploadImageMutation();

  const pick = async (file: File) => {
    if (!file.type.startsWith("image/")) {
      setErrors((prev) => ({
        ...prev,
        avatar: intl.formatMessage({ id: "people.editProfile.avatar.notImage" }),
      }));
      return;
    }
    try {
      const result = await upload(file).unwrap();
      setValues((v) => ({ ...v, avatar: result.url }));
      setErrors(({ avatar: _drop, ...rest }) => rest);
    } catch (err) {
      console.error("Could not upload the avatar", err);
    }
  };

  return { pick, uploading };
}
