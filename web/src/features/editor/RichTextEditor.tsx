// The post body editor: Quill 2 (snow theme) with the spec's toolbar. Images chosen with the toolbar,
// pasted or dropped are uploaded (POST /upload) and inserted by URL, never kept as base64.
import { useEffect, useRef } from "react";
import ReactQuill from "react-quill-new";
import { FORMATS, cleanEditorHtml, labelToolbarPickers, registerEditorFormats } from "./quillSetup";
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
  const ref = useRef<ReactQuill>(null);
  const uploadRef = useRef(uploadImage);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    uploadRef.current = uploadImage;
    onChangeRef.current = onChange;
  });

  const modules = useEditorModules(ref, uploadRef);

  useEffect(() => {
    const toolbar = (ref.current?.getEditor().getModule("toolbar") as { container?: HTMLElement } | undefined)
      ?.container;
    if (toolbar) labelToolbarPickers(toolbar);
  }, []);

  usePastedImageUploads(ref, uploadRef);

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
