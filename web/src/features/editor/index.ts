// The public face of the editor: the rich-text editor (TipTap) and the autosave of the post being written.
export { RichTextEditor, type RichTextEditorHandle } from "./RichTextEditor";
export { SAVE_STATE_LABELS, useAutosave, type SaveState } from "./useAutosave";
