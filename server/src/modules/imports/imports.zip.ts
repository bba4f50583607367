// Reads a zip of Markdown files and images (or a Medium or Substack export) with every limit checked before anything is inflated: entry
// names (no absolute paths, no "..": nothing is written anywhere by name), the number of entries, and the
// sizes the archive declares. Inflating streams and stops as soon as an entry gives more than it declared, so
// a zip bomb costs what its declared sizes allow and no more. Runs on a worker thread (imports.worker.ts).
import type { Readable } from "node:stream";
import yauzl from "yauzl";
import type { Entry, ZipFile } from "yauzl";
import { ImportFileError } from "./imports.types";

export const ZIP_LIMITS = {
  entries: 2000,
  entryBytes: 20 * 1024 * 1024,
  totalBytes: 200 * 1024 * 1024,
};

/** Markdown files and images anywhere; export pages in a `posts/` folder and Substack's posts.csv. */
const WANTED = /\.(md|markdown|png|jpe?g|gif|webp|avif)$|(?:^|\/)posts\/[^/]+\.html?$|(?:^|\/)posts\.csv$/i;
const TOO_BIG = "This zip unpacks to more than Inkwell accepts (20 MB a file, 200 MB in all)";
const DAMAGED = "This zip file is damaged or uses a compression Inkwell cannot read";

/** The entry's path if it is a plain relative path we want; null for folders, hidden files and others. */
function wantedPath(name: string): string | null {
  const path = name.replace(/\\/g, "/");
  if (path.endsWith("/") || !WANTED.test(path)) return null;
  const parts = path.split("/");
  if (path.startsWith("/") || /^[a-z]:/i.test(path) || parts.includes("..") || path.includes("\0")) {
    throw new ImportFileError(`This zip names a file outside itself (${name.slice(0, 80)})`);
  }
  if (parts.some((part) => part.startsWith(".") || part === "__MACOSX")) return null;
  return parts.filter((part) => part !== "").join("/");
}

const open = (data: Uint8Array) =>
  new Promise<ZipFile>((resolve, reject) =>
    // Names are decoded here and checked by wantedPath, which says which name was refused and why.
    yauzl.fromBuffer(
      Buffer.from(data.buffer, data.byteOffset, data.byteLength),
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );

/** Entry names are UTF-8 when the archive says so (bit 11), else the DOS code page; Latin-1 is close enough. */
const nameOf = (entry: Entry) =>
  Buffer.from(entry.fileName as unknown as Buffer).toString(
    entry.generalPurposeBitFlag & 0x800 ? "utf8" : "latin1",
  );

/** The entry's bytes, in a buffer of its own (so it can be handed to another thread). */
async function inflate(zip: ZipFile, entry: Entry): Promise<Uint8Array> {
  const stream = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, readable) => (error ? reject(error) : resolve(readable))),
  );
  const bytes = new Uint8Array(entry.uncompressedSize);
  let filled = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    bytes.set(chunk, filled);
    filled += chunk.length;
  }
  return bytes;
}

export async function readZip(data: Uint8Array): Promise<Map<string, Uint8Array>> {
  let zip: ZipFile;
  try {
    zip = await open(data);
  } catch {
    throw new ImportFileError(DAMAGED);
  }
  if (zip.entryCount > ZIP_LIMITS.entries) {
    zip.close();
    throw new ImportFileError(`This zip holds more than ${ZIP_LIMITS.entries} files`);
  }
  // Each step listens for errors itself; this one keeps an error between steps from being thrown.
  zip.on("error", () => undefined);
  const files = new Map<string, Uint8Array>();
  let total = 0;
  try {
    for await (const entry of entries(zip)) {
      const path = wantedPath(nameOf(entry));
      if (!path) continue;
      total += entry.uncompressedSize;
      if (entry.uncompressedSize > ZIP_LIMITS.entryBytes || total > ZIP_LIMITS.totalBytes) {
        throw new ImportFileError(TOO_BIG);
      }
      files.set(path, await inflate(zip, entry));
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(DAMAGED);
  } finally {
    zip.close();
  }
  return files;
}

/** The archive's entries one at a time, each read from the central directory only when asked for. */
async function* entries(zip: ZipFile): AsyncGenerator<Entry> {
  for (;;) {
    let onError: (error: Error) => void = () => undefined;
    const next = await new Promise<Entry | null>((resolve, reject) => {
      onError = reject;
      zip
        .once("entry", resolve)
        .once("end", () => resolve(null))
        .once("error", onError);
      zip.readEntry();
    }).finally(() => {
      zip.removeAllListeners("entry").removeAllListeners("end").off("error", onError);
    });
    if (!next) return;
    yield next;
  }
}
