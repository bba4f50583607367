// Asks before a console list deletes one of its rows (a topic, a page): open while a row awaits the answer,
// titled with the row's name; confirming starts the deletion and closes, as cancelling does.
import { useIntl } from "react-intl";
import { ConfirmDialog } from "../../components/ConfirmDialog";

interface ConfirmDeleteProps<Row> {
  /** The row to delete once confirmed; none while nothing is asked. */
  row: Row | null;
  /** How the title names the row. */
  name: (row: Row) => string;
  /** What deleting it does. */
  message: string;
  busy: boolean;
  onDelete: (row: Row) => void;
  onClose: () => void;
}

export function ConfirmDelete<Row>({ row, name, message, busy, onDelete, onClose }: ConfirmDeleteProps<Row>) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={row !== null}
      title={intl.formatMessage({ id: "console.confirmDelete.title" }, { name: row ? name(row) : "" })}
      message={message}
      busy={busy}
      onConfirm={() => {
        if (row) onDelete(row);
        onClose();
      }}
      onCancel={onClose}
    />
  );
}
