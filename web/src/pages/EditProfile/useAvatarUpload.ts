// The avatar of the edit-profile form: an image the member picks is uploaded and becomes the form's avatar;
// anything but an image is refused under the field.
import { useIntl } from "react-intl";
import { useImageUpload } from "../../features/uploads";
import type { FieldErrors } from "../../lib/forms";
import type { Values } from "./profileForm";

interface FormState {
  setValues: (update: (values: Values) => Values) => void;
  setErrors: (update: (errors: FieldErrors) => FieldErrors) => void;
}

export function useAvatarUpload({ setValues, setErrors }: FormState) {
  const intl = useIntl();
  return useImageUpload({
    onUploaded: (url) => {
      setValues((v) => ({ ...v, avatar: url }));
      setErrors(({ avatar: _drop, ...rest }) => rest);
    },
    // A failed upload leaves the avatar and its message as they were.
    onProblem: (problem) => {
      if (problem !== "notImage") return;
      setErrors((prev) => ({
        ...prev,
        avatar: intl.formatMessage({ id: "people.editProfile.avatar.notImage" }),
      }));
    },
  });
}
