// Reads a zip of Markdown files and images with every limit checked before anything is inflated: entry
// names (no absolute paths, no "..": nothing is written anywhere by name), the number of entries, and the
// sizes the archive declares, which also cap what inflating may produce (a zip bomb stops at them).
import { unzipSync } from "fflate";
import { ImportFileError } from "./import.types";

const ZIP_LIMITS = {
  entries: 2000,
  entryBytes: 20 * 1024 * 1024,
  totalBytes: 200 * 1024 * 1024,
};

const WANTED = /\.(md|markdown|png|jpe?g|gif|webp|avif)$/i;

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

export function readZip(data: Uint8Array): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  let entries = 0;
  let total = 0;
  let unzipped: Record<string, Uint8Array>;
  try {
    unzipped = unzipSync(data, {
      filter: (file) => {
        entries += 1;
        if (entries > ZIP_LIMITS.entries) {
          throw new ImportFileError(`This zip holds more than ${ZIP_LIMITS.entries} files`);
        }
        if (!wantedPath(file.name)) return false;
        total += file.originalSize;
        if (file.originalSize > ZIP_LIMITS.entryBytes || total > ZIP_LIMITS.totalBytes) {
          throw new ImportFileError(
            "This zip unpacks to more than Inkwell accepts (20 MB a file, 200 MB in all)",
          );
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError("This zip file is damaged or uses a compression Inkwell cannot read");
  }
  for (const [name, content] of Object.entries(unzipped)) {
    const path = wantedPath(name);
    if (path) files.set(path, content);
  }
  return files;
}
