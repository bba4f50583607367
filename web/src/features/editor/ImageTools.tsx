// Describing images: the dialog that asks for an image's alt text (after it is inserted, or when the writer
// asks again; it can be skipped), and the bar shown while an image is selected, which says what the image is
// described as and offers to change it or to write its caption.
import type { Editor } from "@tiptap/core";
import { NodeSelection } from "@tiptap/pm/state";
import { useEditorState } from "@tiptap/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../components/Button";
import { Dialog, DialogActions } from "../../components/Dialog";
import { TextArea } from "../../components/TextArea";
import type { MessageId } from "../../i18n";
import { editCaption, findImage, IMAGE_TYPES, setImageAlt } from "./figures";
import styles from "./RichTextEditor.module.css";

/** The image to describe: where it was when asked (if known) and its address. */
export interface AltTarget {
  src: string;
  pos: number | null;
}

/** The longest description kept: a sentence or two is what a screen reader should read. */
const ALT_MAX = 500;

interface AltTextDialogProps {
  editor: Editor;
  target: AltTarget;
  onClose: () => void;
}

export function AltTextDialog({ editor, target, onClose }: AltTextDialogProps) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const pos = findImage(editor, target.src, target.pos);
  const image = pos === null ? null : editor.state.doc.nodeAt(pos);
  const [alt, setAlt] = useState(String(image?.attrs.alt ?? ""));

  const done = (save: boolean) => {
    const now = findImage(editor, target.src, pos);
    if (save && now !== null) setImageAlt(editor, now, alt);
    onClose();
    // In a figure, the caption is what comes next; elsewhere, the text goes on after the image.
    if (now !== null && editor.state.doc.nodeAt(now)?.type.name === "figureImage" && target.pos === null) {
      editCaption(editor, now);
    } else {
      editor.commands.focus();
    }
  };

  return (
    <Dialog open title={say("writing.editor.altTitle")} onClose={() => done(false)}>
      {target.src && <img className={styles.altPreview} src={target.src} alt="" />}
      <TextArea
        label={say("writing.editor.altLabel")}
        hint={say("writing.editor.altHint")}
        value={alt}
        rows={3}
        maxLength={ALT_MAX}
        data-autofocus
        onChange={(event) => setAlt(event.target.value.replace(/\n/g, " "))}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          done(true);
        }}
      />
      <DialogActions>
        <Button variant="ghost" onClick={() => done(false)}>
          {say("writing.editor.altSkip")}
        </Button>
        <Button onClick={() => done(true)}>{say("writing.editor.altSave")}</Button>
      </DialogActions>
    </Dialog>
  );
}

function selectedImage(editor: Editor) {
  const { selection } = editor.state;
  if (!(selection instanceof NodeSelection)) return null;
  const { node } = selection;
  if (!IMAGE_TYPES.includes(node.type.name as never)) return null;
  return {
    pos: selection.from,
    src: String(node.attrs.src ?? ""),
    alt: String(node.attrs.alt ?? ""),
    inFigure: node.type.name === "figureImage",
  };
}

interface ImageBarProps {
  editor: Editor;
  onDescribe: (target: AltTarget) => void;
}

/** Shown while an image is selected. */
export function ImageBar({ editor, onDescribe }: ImageBarProps) {
  const intl = useIntl();
  const image = useEditorState({ editor, selector: ({ editor: e }) => selectedImage(e) });
  if (!image) return null;
  return (
    <div
      className={styles.urlBar}
      role="group"
      aria-label={intl.formatMessage({ id: "writing.editor.imageBar" })}
    >
      <p className={styles.altNow}>
        {image.alt
          ? intl.formatMessage({ id: "writing.editor.altIs" }, { alt: image.alt })
          : intl.formatMessage({ id: "writing.editor.altMissing" })}
      </p>
      <Button size="sm" variant="secondary" onClick={() => onDescribe({ src: image.src, pos: image.pos })}>
        {intl.formatMessage({ id: "writing.editor.altEdit" })}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => editCaption(editor, image.pos)}>
        {intl.formatMessage({
          id: image.inFigure ? "writing.editor.captionEdit" : "writing.editor.captionAdd",
        })}
      </Button>
    </div>
  );
}
