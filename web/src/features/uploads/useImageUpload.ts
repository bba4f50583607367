// One picture chosen and uploaded (POST /upload, as posts' images are), for the fields that hold one: the
// site's logo and icon, a member's avatar. A hidden file input, opened by the field's button, takes the
// file; anything but an image is refused before it is sent.
import { useRef, type ChangeEvent } from "react";
import { useUploadImageMutation } from "../../data/api/postsApi";

/** Why a chosen file did not become the field's picture. */
export type UploadProblem = "notImage" | "failed";

interface ImageUploadOptions {
  onUploaded: (url: string) => void;
  /** Told what went wrong, or null when an image starts uploading. */
  onProblem: (problem: UploadProblem | null) => void;
}

export function useImageUpload({ onUploaded, onProblem }: ImageUploadOptions) {
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading: uploading }] = useUploadImageMutation();

  const send = async (file: File) => {
    if (!file.type.startsWith("image/")) {
      onProblem("notImage");
      return;
    }
    onProblem(null);
    try {
      onUploaded((await upload(file).unwrap()).url);
    } catch (err) {
      console.error("Could not upload the image", err);
      onProblem("failed");
    }
  };

  return {
    uploading,
    /** Opens the file chooser. */
    choose: () => input.current?.click(),
    /** For the hidden file input; its label is the field's to give. */
    inputProps: {
      ref: input,
      type: "file",
      accept: "image/*",
      className: "visually-hidden",
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        const file = e.target.files?.[0];
        // Emptied, so choosing the same file again is a change too.
        e.target.value = "";
        if (file) void send(file);
      },
    },
  };
}

export type ImageUpload = ReturnType<typeof useImageUpload>;
