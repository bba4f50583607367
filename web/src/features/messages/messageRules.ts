// Pure rules for a direct-message thread (spec §4): messages lacking an id or content are skipped,
// a message whose id is already there is ignored, and the list stays oldest first.
import type { Message } from "@inkwell/contract";

/** A message we can show: a numeric id and non-blank text content. */
export function isValidMessage(value: unknown): value is Message {
  if (!value || typeof value !== "object") return false;
  const m = value as Partial<Message>;
  return (
    typeof m.id === "number" &&
    Number.isFinite(m.id) &&
    typeof m.content === "string" &&
    m.content.trim() !== ""
  );
}

function order(a: Message, b: Message): number {
  const ta = Date.parse(a.createdAt);
  const tb = Date.parse(b.createdAt);
  if (!Number.isNaN(ta) && !Number.isNaN(tb) && ta !== tb) return ta - tb;
  return a.id - b.id;
}

/** Adds the valid, unknown messages of `incoming`; returns `list` itself when nothing was added. */
export function mergeMessages(list: readonly Message[], incoming: readonly unknown[]): Message[] {
  const known = new Set(list.map((m) => m.id));
  const added: Message[] = [];
  for (const item of incoming) {
    if (!isValidMessage(item) || known.has(item.id)) continue;
    known.add(item.id);
    added.push(item);
  }
  if (added.length === 0) return list as Message[];
  return [...list, ...added].sort(order);
}

/** The time of a message as hour:minute (24-hour, local time), e.g. "09:05". */
export function formatMessageTime(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
