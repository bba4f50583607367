// The post body editor: Quill 2 (snow theme) with the spec's toolbar. Images chosen with the toolbar,
// pasted or dropped are uploaded (POST /upload) and inserted by URL, never kept as base64.
import { useEffect, useMemo, useRef, useState } from "react";
// Quill's own stylesheet, as a file of its own: only writers need it, not every reader's first page.
import quillStylesheet from "react-quill-new/dist/quill.snow.css?url";
import ReactQuill, { Quill } from "react-quill-new";
import { FORMATS, TOOLBAR, cleanEditorHtml, labelToolbarPickers, registerEditorFormats } from "./quillSetup";
import styles from "./RichTextEditor.module.css";

registerEditorFormats();

let stylesheet: Promise<void> | undefined;

/** Adds Quill's stylesheet to the page once; resolves when it applies (or failed to load). */
function loadStylesheet(): Promise<void> {
  stylesheet ??= new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = quillStylesheet;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
  return stylesheet;
}

/** True once Quill's stylesheet applies, so the editor never shows unstyled. */
function useQuillStylesheet(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadStylesheet().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

type QuillInstance = InstanceType<typeof Quill>;

interface RichTextEditorProps {
  initialHtml: string;
  onChange: (html: string) => void;
  uploadImage: (file: File) => Promise<string>;
  placeholder?: string;
}

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];

function dataUrlToFile(dataUrl: string): File | null {
  const match = /^data:(image\/[\w+.-]+);base64,(.*)$/s.exec(dataUrl);
  if (!match?.[1] || match[2] === undefined) return null;
  const bytes = Uint8Array.from(atob(match[2]), (c) => c.charCodeAt(0));
  return new File([bytes], `pasted.${match[1].split("/")[1] ?? "png"}`, { type: match[1] });
}

export function RichTextEditor({ initialHtml, onChange, uploadImage, placeholder }: RichTextEditorProps) {
  const ref = useRef<ReactQuill>(null);
  const uploadRef = useRef(uploadImage);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    uploadRef.current = uploadImage;
    onChangeRef.current = onChange;
  });

  const modules = useMemo(() => {
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
  }, []);

  useEffect(() => {
    const toolbar = (ref.current?.getEditor().getModule("toolbar") as { container?: HTMLElement } | undefined)
      ?.container;
    if (toolbar) labelToolbarPickers(toolbar);
  }, []);

  // Images pasted as HTML with data: URLs are uploaded and swapped for their stored URL.
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
  }, []);

  const styled = useQuillStylesheet();
  return (
    <div className={styles.editor} style={styled ? undefined : { visibility: "hidden" }}>
      <ReactQuill
        ref={ref}
        theme="snow"
        defaultValue={initialHtml}
        modules={modules}
        formats={FORMATS}
        placeholder={placeholder}
        onChange={(value, _delta, source) => {
          if (source === "user") onChangeRef.current(cleanEditorHtml(value));
        }}
      />
    </div>
  );
}
