// Images chosen with the toolbar, pasted or dropped as files are uploaded (POST /upload) and inserted by URL
// as figures (a caption can be written under them), and the writer is asked to describe each (`onInserted`);
// images pasted as HTML with data: URLs (from another page or a document) are uploaded and swapped for their
// stored URL. A post never keeps an image as base64.
import type { Editor } from "@tiptap/core";
import type { EditorView } from "@tiptap/pm/view";
import { useCallback, useEffect, useRef, type RefObject } from "react";
import { IMAGE_TYPES } from "./figures";

export type Upload = (file: File) => Promise<string>;

export const imageFiles = (list: FileList | null | undefined) =>
  [...(list ?? [])].filter((file) => file.type.startsWith("image/"));

function dataUrlToFile(dataUrl: string): File | null {
  const match = /^data:(image\/[\w+.-]+);base64,(.*)$/s.exec(dataUrl);
  if (!match?.[1] || match[2] === undefined) return null;
  const bytes = Uint8Array.from(atob(match[2]), (c) => c.charCodeAt(0));
  return new File([bytes], `pasted.${match[1].split("/")[1] ?? "png"}`, { type: match[1] });
}

/** The positions of the images whose src is `src`. */
function imagesWithSrc(editor: Editor, src: string): number[] {
  const found: number[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (IMAGE_TYPES.includes(node.type.name as never) && node.attrs.src === src) found.push(pos);
  });
  return found;
}

/**
 * `insertFiles(files, at)` uploads images and inserts them at `at` (the selection when null), telling
 * `onInserted` each one's URL; `editorProps`
 * take pasted and dropped image files; `sweep(editor)`, called on each change, uploads pasted data: images.
 * `onError` is told whether the last upload failed. `editorRef` is to be set to the editor once made.
 */
export function useImageUploads(
  uploadRef: RefObject<Upload>,
  onError: (failed: boolean) => void,
  onInserted: (src: string) => void,
) {
  const editorRef = useRef<Editor | null>(null);
  const errorRef = useRef(onError);
  const insertedRef = useRef(onInserted);
  const inFlight = useRef(new Set<string>());
  useEffect(() => {
    errorRef.current = onError;
    insertedRef.current = onInserted;
  });

  const insertFiles = useCallback(
    async (files: File[], at: number | null) => {
      let pos = at;
      for (const file of files) {
        try {
          const src = await uploadRef.current(file);
          const editor = editorRef.current;
          if (!editor || editor.isDestroyed) return;
          editor
            .chain()
            .focus()
            .insertContentAt(pos ?? editor.state.selection.from, {
              type: "figure",
              content: [{ type: "figureImage", attrs: { src } }, { type: "figcaption" }],
            })
            .run();
          // The next one goes after this one's figure.
          const placed = imagesWithSrc(editor, src).at(-1);
          pos = placed === undefined ? null : editor.state.doc.resolve(placed).after();
          errorRef.current(false);
          insertedRef.current(src);
        } catch (err) {
          console.error("Image upload failed", err);
          errorRef.current(true);
        }
      }
    },
    [uploadRef],
  );

  // Pasted HTML may bring data: images: each is uploaded once and its URL put in its place.
  const sweep = useCallback(
    (editor: Editor) => {
      editor.state.doc.descendants((node) => {
        const src = String(node.attrs.src ?? "");
        if (
          !IMAGE_TYPES.includes(node.type.name as never) ||
          !src.startsWith("data:") ||
          inFlight.current.has(src)
        )
          return;
        const file = dataUrlToFile(src);
        if (!file) return;
        inFlight.current.add(src);
        uploadRef
          .current(file)
          .then((url) => {
            if (editor.isDestroyed) return;
            const tr = editor.state.tr;
            for (const pos of imagesWithSrc(editor, src)) {
              const image = tr.doc.nodeAt(pos);
              if (image) tr.setNodeMarkup(pos, undefined, { ...image.attrs, src: url });
            }
            editor.view.dispatch(tr);
          })
          .catch((err: unknown) => {
            console.error("Image upload failed", err);
            errorRef.current(true);
          })
          .finally(() => inFlight.current.delete(src));
      });
    },
    [uploadRef],
  );

  /** Editor props for pasting and dropping image files (made once; they read the current editor). */
  const editorProps = useRef({
    handlePaste(_view: EditorView, event: ClipboardEvent) {
      const files = imageFiles(event.clipboardData?.files);
      if (!files.length) return false;
      event.preventDefault();
      void insertFiles(files, null);
      return true;
    },
    handleDrop(view: EditorView, event: DragEvent, _slice: unknown, moved: boolean) {
      const files = moved ? [] : imageFiles(event.dataTransfer?.files);
      if (!files.length) return false;
      event.preventDefault();
      const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null;
      void insertFiles(files, at);
      return true;
    },
  }).current;

  return { editorRef, insertFiles, editorProps, sweep };
}
