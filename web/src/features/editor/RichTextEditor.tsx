// The post body editor: Quill 2 (snow theme) with the spec's toolbar. Images chosen with the toolbar,
// pasted or dropped are uploaded (POST /upload) and inserted by URL, never kept as base64.
import { useEffect, useRef, type CSSProperties } from "react";
import { useIntl } from "react-intl";
import ReactQuill from "react-quill-new";
import { FORMATS, cleanEditorHtml, labelToolbar, registerEditorFormats, tooltipText } from "./quillSetup";
import styles from "./RichTextEditor.module.css";
import { useEditorModules } from "./useEditorModules";
import { usePastedImageUploads } from "./usePastedImageUploads";
import { useQuillStylesheet } from "./useQuillStylesheet";

registerEditorFormats();

interface RichTextEditorProps {
  initialHtml: string;
  onChange: (html: string) => void;
  uploadImage: (file: File) => Promise<string>;
  placeholder?: string;
}

export function RichTextEditor({ initialHtml, onChange, uploadImage, placeholder }: RichTextEditorProps) {
  const intl = useIntl();
  const ref = useRef<ReactQuill>(null);
  const uploadRef = useRef(uploadImage);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    uploadRef.current = uploadImage;
    onChangeRef.current = onChange;
  });

  const modules = useEditorModules(ref, uploadRef);

  // Quill builds its toolbar and link tooltip with English names: they are given the page's language.
  useEffect(() => {
    const quill = ref.current?.getEditor();
    const toolbar = (quill?.getModule("toolbar") as { container?: HTMLElement } | undefined)?.container;
    if (toolbar) labelToolbar(toolbar, intl);
    quill?.container
      .querySelector(".ql-tooltip input[type=text]")
      ?.setAttribute("data-video", intl.formatMessage({ id: "writing.editor.videoPlaceholder" }));
  }, [intl]);

  usePastedImageUploads(ref, uploadRef);

  const styled = useQuillStylesheet();
  return (
    <div
      className={styles.editor}
      style={{ ...tooltipText(intl), ...(styled ? {} : { visibility: "hidden" }) } as CSSProperties}
    >
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
