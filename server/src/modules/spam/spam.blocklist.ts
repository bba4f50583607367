// The moderation blocklist: a text file of words, phrases and domains (one a line, `#` starts a comment)
// kept under DATA_DIR and edited from the admin console. Content that matches is held for review. The file is
// read again when it changes, so an edit made by hand or by another process applies at once.
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fold } from "@inkwell/contract";

interface Loaded {
  mtimeMs: number;
  entries: string[];
  matchers: { entry: string; pattern: RegExp }[];
}

const DOMAIN = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const normalized = (text: string) => fold(text).replace(/\s+/g, " ").trim();

/** A domain matches itself and its subdomains; a word or phrase matches whole words, accents ignored. */
function matcherOf(entry: string): RegExp {
  const folded = normalized(entry);
  if (DOMAIN.test(folded))
    return new RegExp(`(?:^|[^a-z0-9-])(?:[a-z0-9-]+\\.)*${escape(folded)}(?![a-z0-9-])`);
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])${escape(folded)}(?![\\p{L}\\p{N}])`, "u");
}

function parse(text: string): string[] {
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const entry = line.replace(/#.*$/, "").trim();
    const key = normalized(entry);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    entries.push(entry);
  }
  return entries;
}

export class Blocklist {
  private loaded: Loaded = { mtimeMs: -1, entries: [], matchers: [] };

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

  /** The first entry the text contains, or undefined. */
  async match(text: string): Promise<string | undefined> {
    const { matchers } = await this.current();
    if (!matchers.length) return undefined;
    const folded = normalized(text);
    return matchers.find(({ pattern }) => pattern.test(folded))?.entry;
  }

  private async current(): Promise<Loaded> {
    const mtimeMs = await stat(this.file).then(
      (info) => info.mtimeMs,
      () => 0,
    );
    if (mtimeMs !== this.loaded.mtimeMs) {
      const text = mtimeMs ? await readFile(this.file, "utf8").catch(() => "") : "";
      const entries = parse(text);
      this.loaded = {
        mtimeMs,
        entries,
        matchers: entries.map((entry) => ({ entry, pattern: matcherOf(entry) })),
      };
    }
    return this.loaded;
  }
}
