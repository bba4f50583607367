// The moderation blocklist: a text file of words, phrases and domains (one a line, `#` starts a comment)
// kept under DATA_DIR and edited from the admin console. Content that matches is held for review. The file is
// read again when it changes, so an edit made by hand or by another process applies at once. Every entry is
// looked for in one pass over the text (Aho–Corasick), so matching is linear in the text whatever the list.
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fold } from "@inkwell/contract";
import { PhraseMatcher } from "./spam.matcher";

interface Loaded {
  mtimeMs: number;
  entries: string[];
  words: PhraseMatcher;
  domains: PhraseMatcher;
}

const DOMAIN = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/;
/** Folded, with every run of white space one space (runs only: most spaces are single already). */
const normalized = (text: string) =>
  fold(text)
    .replace(/\s{2,}|[^\S ]/g, " ")
    .trim();

/**
 * A word or phrase matches whole words, accents ignored; a domain matches itself and its subdomains (what
 * comes before it in a host name ends with a dot, which is no host-name character).
 */
function matchersOf(entries: string[]): Pick<Loaded, "words" | "domains"> {
  const words: { phrase: string; data: string }[] = [];
  const domains: { phrase: string; data: string }[] = [];
  for (const entry of entries) {
    const folded = normalized(entry);
    (DOMAIN.test(folded) ? domains : words).push({ phrase: folded, data: entry });
  }
  return {
    words: new PhraseMatcher(words, /[\p{L}\p{N}]/u),
    domains: new PhraseMatcher(domains, /[a-z0-9-]/),
  };
}

function parse(text: string): string[] {
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const comment = line.indexOf("#");
    const entry = (comment === -1 ? line : line.slice(0, comment)).trim();
    const key = normalized(entry);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    entries.push(entry);
  }
  return entries;
}

export class Blocklist {
  private loaded: Loaded = { mtimeMs: -1, entries: [], ...matchersOf([]) };

  constructor(private readonly file: string) {}

  async entries(): Promise<string[]> {
    return (await this.current()).entries;
  }

  /** Replaces the whole list (blank lines and repeats dropped); returns what was stored. */
  async save(entries: string[]): Promise<string[]> {
    const kept = parse(entries.join("\n"));
    const header = "# Words, phrases and domains that hold content for review; one a line.\n";
    await mkdir(path.dirname(this.file), { recursive: true });
    // Written beside and renamed, so a reader never sees half a file.
    const temporary = `${this.file}.${process.pid}.tmp`;
    await writeFile(temporary, header + kept.map((entry) => `${entry}\n`).join(""), { mode: 0o600 });
    await rename(temporary, this.file);
    return kept;
  }

  /** An entry the text contains (the first found), or undefined. */
  async match(text: string): Promise<string | undefined> {
    const { entries, words, domains } = await this.current();
    if (!entries.length) return undefined;
    const folded = normalized(text);
    return words.find(folded) ?? domains.find(folded);
  }

  private async current(): Promise<Loaded> {
    const mtimeMs = await stat(this.file).then(
      (info) => info.mtimeMs,
      () => 0,
    );
    if (mtimeMs !== this.loaded.mtimeMs) {
      const text = mtimeMs ? await readFile(this.file, "utf8").catch(() => "") : "";
      const entries = parse(text);
      this.loaded = { mtimeMs, entries, ...matchersOf(entries) };
    }
    return this.loaded;
  }
}

/** Blocklists a worker thread has read, by file: each is read again only when its file changes. */
const opened = new Map<string, Blocklist>();

/** The worker's side of SpamGuard.heldReason for long texts. */
export function matchInFile({ file, text }: { file: string; text: string }): Promise<string | undefined> {
  let blocklist = opened.get(file);
  if (!blocklist) opened.set(file, (blocklist = new Blocklist(file)));
  return blocklist.match(text);
}
