// Reading a writer's subscriber list (CSV), on a worker thread of the requests pool: parsing two megabytes
// of whatever a file holds, and checking every address, grows with the file. The server's thread gets back
// the addresses to add and what was wrong with the rest.
import { emailSchema } from "@inkwell/contract";
import type { SubscriberStatus } from "@inkwell/contract";
import { parse } from "csv-parse/sync";
import { csvCell } from "../../platform/csv";

export const CSV_ROWS_MAX = 10_000;
/** Problems said to the writer at most; the count of skipped rows covers the rest. */
const ERRORS_MAX = 50;

export type SubscriberList =
  | { rows: { email: string; status: SubscriberStatus }[]; records: number; errors: string[] }
  | { refused: { message: string; file: string } };

export function readSubscriberCsv(csv: Uint8Array): SubscriberList {
  let records: Record<string, string>[];
  try {
    records = parse(Buffer.from(csv.buffer, csv.byteOffset, csv.byteLength), {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      bom: true,
      relax_column_count: true,
      to: CSV_ROWS_MAX + 1,
    });
  } catch (error) {
    const reason = (error as Error).message.slice(0, 200);
    return { refused: { message: `This CSV file could not be read: ${reason}`, file: "Not a CSV file" } };
  }
  if (records.length > CSV_ROWS_MAX) {
    return { refused: { message: `At most ${CSV_ROWS_MAX} subscribers at a time`, file: "Too many rows" } };
  }
  if (records.length && !("email" in records[0]!)) {
    return {
      refused: {
        message: "The first line must name the columns, one of them “email”",
        file: "No email column",
      },
    };
  }
  const errors: string[] = [];
  const valid = new Map<string, SubscriberStatus>();
  records.forEach((record, index) => {
    const email = emailSchema.safeParse(csvCell(record.email ?? ""));
    if (!email.success) {
      if (errors.length < ERRORS_MAX) {
        errors.push(`Line ${index + 2}: “${(record.email ?? "").slice(0, 80)}” is not an email address`);
      }
      return;
    }
    const status = (record.status ?? "").trim().toLowerCase();
    valid.set(email.data, status === "unsubscribed" ? "unsubscribed" : "active");
  });
  return { rows: [...valid].map(([email, status]) => ({ email, status })), records: records.length, errors };
}
