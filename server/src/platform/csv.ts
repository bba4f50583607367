// Every CSV the server writes goes through here, so none can carry a spreadsheet formula: a cell starting
// with `=`, `+`, `-`, `@`, a tab or a carriage return would be run by Excel, LibreOffice or Google Sheets
// when the file is opened, so it gets a leading `'` (OWASP's advice), which they show as text. Reading a
// cell of an uploaded CSV undoes that, so a list exported here (or by a platform doing the same) comes back.
import { stringify } from "csv-stringify/sync";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEUTRALISED = /^'[=+\-@\t\r]/;

/** The cell as a spreadsheet will show it and never run it. */
function neutralised(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** A cell read from a CSV file, without the quote a formula-safe writer put before it. */
export function csvCell(cell: string): string {
  return NEUTRALISED.test(cell) ? cell.slice(1) : cell;
}

/** A CSV document: a header line of `columns`, then one line per row of text cells. */
export function toCsv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => row.map(neutralised)),
    { header: true, columns: [...columns] },
  );
}
