// The address bar under the toolbar for a link (on the selected text, or inserted as its own text) or an
// embed (a YouTube/Vimeo video, a CodePen pen, a GitHub gist). Enter applies, Escape goes back to the text.
import type { Editor } from "@tiptap/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../components/Button";
import { BLANK_URL, sanitizeEmbedUrl, sanitizeLinkUrl } from "./urls";
import styles from "./RichTextEditor.module.css";

/** What an address looks like (not words: the same in every language). */
const EXAMPLES = { link: "https://…", video: "https://www.youtube.com/watch?v=…" };

interface UrlBarProps {
  editor: Editor;
  kind: "link" | "video";
  onClose: () => void;
}

export function UrlBar({ editor, kind, onClose }: UrlBarProps) {
  const intl = useIntl();
  const existing = kind === "link" ? String(editor.getAttributes("link").href ?? "") : "";
  const [value, setValue] = useState(existing);
  const [invalid, setInvalid] = useState(false);
  const label = intl.formatMessage({
    id: kind === "link" ? "writing.editor.linkAddress" : "writing.editor.videoAddress",
  });

  const close = () => {
    onClose();
    editor.commands.focus();
  };

  // Not a form: the editor may sit in one (a site page's), and forms do not nest.
  const apply = () => {
    if (kind === "video") {
      if (sanitizeEmbedUrl(value) === BLANK_URL) return setInvalid(true);
      editor.chain().focus().setVideo(value).run();
      return onClose();
    }
    const href = sanitizeLinkUrl(value);
    if (href === BLANK_URL) return setInvalid(true);
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain
        .insertContent({ type: "text", text: value.trim(), marks: [{ type: "link", attrs: { href } }] })
        .run();
    } else {
      chain.setLink({ href }).run();
    }
    onClose();
  };

  return (
    <div
      className={styles.urlBar}
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
    >
      <label className={styles.urlField}>
        <span>{label}</span>
        <input
          type="text"
          inputMode="url"
          autoFocus
          value={value}
          placeholder={EXAMPLES[kind]}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `editor-url-error-${kind}` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            apply();
          }}
        />
      </label>
      <Button size="sm" onClick={apply}>
        {intl.formatMessage({ id: "writing.editor.apply" })}
      </Button>
      {kind === "link" && existing && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            editor.chain().focus().extendMarkRange("link").unsetLink().run();
            onClose();
          }}
        >
          {intl.formatMessage({ id: "writing.editor.removeLink" })}
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={close}>
        {intl.formatMessage({ id: "common.confirm.cancel" })}
      </Button>
      {invalid && (
        <p id={`editor-url-error-${kind}`} className={styles.urlError} role="alert">
          {intl.formatMessage({ id: kind === "link" ? "writing.editor.badLink" : "writing.editor.badVideo" })}
        </p>
      )}
    </div>
  );
}
