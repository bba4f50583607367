// The editor's Quill modules: the spec's toolbar, whose image button opens a file picker, and the uploader,
// which takes images pasted or dropped as files. Either way each image is uploaded (POST /upload) and
// inserted by its URL, never kept as base64.
import { useMemo, type RefObject } from "react";
import type ReactQuill from "react-quill-new";
import { TOOLBAR, type QuillInstance } from "./quillSetup";

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];

/** `uploadRef` holds the current upload function (it may change; the modules are made once). */
export function useEditorModules(
  ref: RefObject<ReactQuill | null>,
  uploadRef: RefObject<(file: File) => Promise<string>>,
) {
  return useMemo(() => {
    const editor = () => ref.current?.getEditor() as QuillInstance | undefined;

    async function insertFiles(index: number, files: File[]) {
      const quill = editor();
      if (!quill) return;
      let at = index;
      for (const file of files) {
        if (!file.type.startsWith("image/")) continue;
        try {
          const url = await uploadRef.current(file);
          quill.insertEmbed(at, "image", url, "user");
          at += 1;
          quill.setSelection(at, 0, "user");
        } catch (err) {
          console.error("Image upload failed", err);
        }
      }
    }

    function pickImage() {
      const input = document.createElement("input");
      input.type = "file";
      input.accept = "image/*";
      input.setAttribute("data-testid", "editor-image-input");
      input.style.display = "none";
      input.addEventListener("change", () => {
        const files = Array.from(input.files ?? []);
        input.remove();
        const quill = editor();
        const range = quill?.getSelection(true);
        void insertFiles(range?.index ?? quill?.getLength() ?? 0, files);
      });
      document.body.appendChild(input);
      input.click();
    }

    return {
      toolbar: { container: TOOLBAR, handlers: { image: pickImage } },
      clipboard: { matchVisual: false },
      uploader: {
        mimetypes: IMAGE_TYPES,
        handler(range: { index: number }, files: File[]) {
          void insertFiles(range.index, files);
        },
      },
    };
  }, [ref, uploadRef]);
}
