// The bar shown while the cursor is in a table: rows and columns added after the current one or deleted,
// the first row made a header row or a plain one, the table deleted. Tab and Shift+Tab move between cells.
import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { useIntl } from "react-intl";
import { Button } from "../../components/Button";
import type { MessageId } from "../../i18n";
import styles from "./RichTextEditor.module.css";

function readTable(editor: Editor) {
  if (!editor.isActive("table")) return null;
  let headerRow = false;
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type.name !== "table") continue;
    const first = node.firstChild;
    headerRow = Boolean(first?.childCount);
    first?.forEach((cell) => {
      if (cell.type.name !== "tableHeader") headerRow = false;
    });
    break;
  }
  return { headerRow };
}

export function TableBar({ editor }: { editor: Editor }) {
  const intl = useIntl();
  const table = useEditorState({ editor, selector: ({ editor: e }) => readTable(e) });
  if (!table) return null;
  const action = (name: MessageId, run: () => boolean) => (
    <Button size="sm" variant="secondary" onClick={() => run()}>
      {intl.formatMessage({ id: name })}
    </Button>
  );
  const chain = () => editor.chain().focus();
  return (
    <div
      className={styles.urlBar}
      role="group"
      aria-label={intl.formatMessage({ id: "writing.editor.tableBar" })}
    >
      {action("writing.editor.addRowAfter", () => chain().addRowAfter().run())}
      {action("writing.editor.addColumnAfter", () => chain().addColumnAfter().run())}
      {action("writing.editor.deleteRow", () => chain().deleteRow().run())}
      {action("writing.editor.deleteColumn", () => chain().deleteColumn().run())}
      <Button
        size="sm"
        variant="secondary"
        aria-pressed={table.headerRow}
        onClick={() => chain().toggleHeaderRow().run()}
      >
        {intl.formatMessage({ id: "writing.editor.headerRow" })}
      </Button>
      {action("writing.editor.deleteTable", () => chain().deleteTable().run())}
    </div>
  );
}
