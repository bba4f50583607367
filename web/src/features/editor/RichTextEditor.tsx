// The post body editor: TipTap (ProseMirror) holding the content model (docs/decisions.md says why not Quill).
// Opens bodies in today's stored forms and the Quill editor's, gives back the model's form; images chosen with
// the toolbar, pasted or dropped are uploaded and inserted by URL as figures, and the writer is asked to
// describe each (ImageTools); a live word count and reading time;
// Ctrl/Cmd+S saves; a distraction-free mode fills the window with the text alone.
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import { useIntl } from "react-intl";
import prose from "../../components/Prose.module.css";
import { cx } from "../../lib/cx";
import { editorExtensions } from "./extensions";
import { imagesWithoutAlt, selectImage } from "./figures";
import { FormatBar } from "./FormatBar";
import { AltTextDialog, ImageBar, type AltTarget } from "./ImageTools";
import styles from "./RichTextEditor.module.css";
import { toEditorHtml, toStoredHtml } from "./storedHtml";
import { TableBar } from "./TableBar";
import { UrlBar } from "./UrlBar";
import { imageFiles, useImageUploads, type Upload } from "./useImageUploads";
import { countWords } from "./wordCount";

interface RichTextEditorProps {
  initialHtml: string;
  onChange: (html: string) => void;
  uploadImage: Upload;
  placeholder?: string;
  /** Ctrl/Cmd+S, anywhere on the page while the editor is there. */
  onSave?: () => void;
  ref?: Ref<RichTextEditorHandle>;
}

/** What the page around the editor may ask of it. */
export interface RichTextEditorHandle {
  /** Asks, one after the other, for the descriptions the body's images lack. */
  describeImages: () => void;
}

export function RichTextEditor({
  initialHtml,
  onChange,
  uploadImage,
  placeholder,
  onSave,
  ref,
}: RichTextEditorProps) {
  const intl = useIntl();
  const uploadRef = useRef(uploadImage);
  const onChangeRef = useRef(onChange);
  const onSaveRef = useRef(onSave);
  useEffect(() => {
    uploadRef.current = uploadImage;
    onChangeRef.current = onChange;
    onSaveRef.current = onSave;
  });
  const [uploadFailed, setUploadFailed] = useState(false);
  const [asking, setAsking] = useState<"link" | "video" | null>(null);
  const [focusMode, setFocusMode] = useState(false);
  const [count, setCount] = useState({ words: 0, minutes: 1 });
  const fileInput = useRef<HTMLInputElement>(null);
  // Images waiting to be described, the first one asked about now.
  const [describing, setDescribing] = useState<AltTarget[]>([]);
  const uploads = useImageUploads(uploadRef, setUploadFailed, (src) =>
    setDescribing((queue) => [...queue, { src, pos: null }]),
  );
  // What was last given to onChange (or opened), so changes that leave the stored form as it was say nothing.
  const lastHtml = useRef<string | null>(null);

  const editor = useEditor({
    extensions: editorExtensions(
      placeholder ?? "",
      intl.formatMessage({ id: "writing.editor.captionPlaceholder" }),
    ),
    content: toEditorHtml(initialHtml),
    immediatelyRender: false,
    editorProps: {
      ...uploads.editorProps,
      attributes: {
        class: cx(prose.prose, styles.content),
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": intl.formatMessage({ id: "writing.editor.body" }),
      },
    },
    onCreate: ({ editor: created }) => {
      uploads.editorRef.current = created;
      lastHtml.current = toStoredHtml(created.getHTML());
      setCount(countWords(created.state.doc));
    },
    onUpdate: ({ editor: changed }) => {
      uploads.sweep(changed);
      setCount(countWords(changed.state.doc));
      const html = toStoredHtml(changed.getHTML());
      if (html === lastHtml.current) return;
      lastHtml.current = html;
      onChangeRef.current(html);
    },
  });

  useImperativeHandle(
    ref,
    () => ({
      describeImages: () => {
        if (!editor) return;
        const missing = imagesWithoutAlt(editor);
        const first = missing[0];
        if (first === undefined) return;
        selectImage(editor, first);
        setDescribing(
          missing.map((pos) => ({ src: String(editor.state.doc.nodeAt(pos)?.attrs.src ?? ""), pos })),
        );
      },
    }),
    [editor],
  );

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "s" || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (!onSaveRef.current) return;
      event.preventDefault();
      onSaveRef.current();
    };
    window.addEventListener("keydown", handleKeyDown);
    return () => window.removeEventListener("keydown", handleKeyDown);
  }, []);

  return (
    <div
      className={cx(styles.editor, focusMode && styles.focusMode)}
      onKeyDown={(event) => {
        if (event.key === "Escape" && focusMode && !asking && !describing.length) setFocusMode(false);
      }}
    >
      {editor && (
        <div className={styles.bars}>
          <FormatBar
            editor={editor}
            onImage={() => fileInput.current?.click()}
            onAsk={setAsking}
            focusMode={focusMode}
            onToggleFocus={() => {
              setFocusMode((on) => !on);
              editor.commands.focus();
            }}
          />
          {asking && <UrlBar key={asking} editor={editor} kind={asking} onClose={() => setAsking(null)} />}
          <ImageBar editor={editor} onDescribe={(target) => setDescribing([target])} />
          <TableBar editor={editor} />
        </div>
      )}
      {editor && describing[0] && (
        <AltTextDialog
          key={`${describing[0].src}:${describing.length}`}
          editor={editor}
          target={describing[0]}
          onClose={() => setDescribing((queue) => queue.slice(1))}
        />
      )}
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        data-testid="editor-image-input"
        onChange={(event) => {
          const files = imageFiles(event.target.files);
          event.target.value = "";
          void uploads.insertFiles(files, null);
        }}
      />
      <EditorContent editor={editor} className={styles.body} />
      <div className={styles.footer}>
        {uploadFailed && (
          <p role="alert" className={styles.uploadError}>
            {intl.formatMessage({ id: "writing.editor.uploadFailed" })}
          </p>
        )}
        <p className={styles.count} data-testid="word-count">
          {intl.formatMessage({ id: "writing.editor.wordCount" }, count)}
        </p>
      </div>
    </div>
  );
}
