// Reads the mails the server wrote under its data directory (no SMTP in the journeys).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { E2E_DATA_DIR } from "./env";

interface StoredMail {
  to: string;
  subject: string;
  link?: string;
}

/** The action link of the newest mail sent to `to` whose link contains `pathPart`. */
export function latestMailLink(to: string, pathPart: string): string {
  const dir = path.join(E2E_DATA_DIR, "mail");
  const mails = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as StoredMail)
    .filter((m) => m.to === to && m.link?.includes(pathPart));
  const link = mails.at(-1)?.link;
  if (!link) throw new Error(`No ${pathPart} mail for ${to}`);
  return link;
}

interface FullMail extends StoredMail {
  html: string;
  headers?: Record<string, string>;
}

/** The newest mail to `to` with this subject, waiting for the server's mail queue to send it. */
export async function waitForMail(to: string, subject: string, timeoutMs = 20_000): Promise<FullMail> {
  const dir = path.join(E2E_DATA_DIR, "mail");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as FullMail)
      .filter((m) => m.to === to && m.subject === subject)
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail "${subject}" for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
