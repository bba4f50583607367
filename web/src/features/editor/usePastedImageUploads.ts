// Images pasted as HTML with data: URLs (from another page or a document) are uploaded and swapped for their
// stored URL, so a post never keeps an image as base64.
import { useEffect, type RefObject } from "react";
import { Quill } from "react-quill-new";
import type ReactQuill from "react-quill-new";
import type { QuillInstance } from "./quillSetup";

function dataUrlToFile(dataUrl: string): File | null {
  const match = /^data:(image\/[\w+.-]+);base64,(.*)$/s.exec(dataUrl);
  if (!match?.[1] || match[2] === undefined) return null;
  const bytes = Uint8Array.from(atob(match[2]), (c) => c.charCodeAt(0));
  return new File([bytes], `pasted.${match[1].split("/")[1] ?? "png"}`, { type: match[1] });
}

/** `uploadRef` holds the current upload function. */
export function usePastedImageUploads(
  ref: RefObject<ReactQuill | null>,
  uploadRef: RefObject<(file: File) => Promise<string>>,
) {
  useEffect(() => {
    const quill = ref.current?.getEditor() as QuillInstance | undefined;
    if (!quill) return;
    const inFlight = new Set<string>();
    const sweep = () => {
      quill.root.querySelectorAll<HTMLImageElement>('img[src^="data:"]').forEach((img) => {
        const src = img.getAttribute("src") ?? "";
        if (inFlight.has(src)) return;
        const file = dataUrlToFile(src);
        if (!file) return;
        inFlight.add(src);
        uploadRef
          .current(file)
          .then((url) => {
            const blot = Quill.find(img);
            if (!blot || blot instanceof Quill) return;
            const index = quill.getIndex(blot as Parameters<QuillInstance["getIndex"]>[0]);
            quill.deleteText(index, 1, "user");
            quill.insertEmbed(index, "image", url, "user");
          })
          .catch((err: unknown) => {
            console.error("Image upload failed", err);
          })
          .finally(() => inFlight.delete(src));
      });
    };
    quill.on("text-change", sweep);
    return () => {
      quill.off("text-change", sweep);
    };
  }, [ref, uploadRef]);
}
