// Reads the mails the server wrote under its data directory (no SMTP in the journeys). Mail goes out through
// the server's queue, a moment after the request that caused it: every read waits for its mail to appear.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { E2E_DATA_DIR } from "./env";

interface StoredMail {
  to: string;
  subject: string;
  link?: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** The newest mail to `to` that `matches`, waiting up to `timeoutMs` for the queue to send it. */
async function newestMail(
  to: string,
  matches: (mail: StoredMail) => boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<StoredMail> {
  const dir = path.join(E2E_DATA_DIR, "mail");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // The folder appears with the server's first mail.
    const found = (existsSync(dir) ? readdirSync(dir) : [])
      .filter((f) => f.endsWith(".json"))
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as StoredMail)
      .filter((m) => m.to === to && matches(m))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No ${what} mail for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The action link of the newest mail sent to `to` whose link contains `pathPart`. */
export async function latestMailLink(to: string, pathPart: string): Promise<string> {
  const mail = await newestMail(to, (m) => !!m.link?.includes(pathPart), pathPart);
  return mail.link as string;
}

/** The newest mail to `to` with this subject. */
export function waitForMail(to: string, subject: string, timeoutMs?: number): Promise<StoredMail> {
  return newestMail(to, (m) => m.subject === subject, `"${subject}"`, timeoutMs);
}

/** The newest mail to `to` whose text part contains `text`. */
export function waitForMailSaying(to: string, text: string, timeoutMs?: number): Promise<StoredMail> {
  return newestMail(to, (m) => m.text.includes(text), `"${text}"`, timeoutMs);
}
