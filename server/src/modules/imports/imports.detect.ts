// Which importer a file is for, from its name and its first bytes: what is plainly not an export is refused
// before it is stored (415), and everything else is read in the background.
import { IMPORT_EXTENSIONS } from "@inkwell/contract";
import type { ImportSource } from "@inkwell/contract";
import { AppError } from "../../platform/errors";

export type ImportFormat = "wordpress" | "ghost" | "markdown" | "zip";

const refused = (message: string) => new AppError("UNSUPPORTED_MEDIA_TYPE", 415, message, { file: message });

/** The first character that is not a byte-order mark or white space. */
function firstCharacter(data: Uint8Array): string {
  const head = new TextDecoder().decode(data.subarray(0, 64)).replace(/^\uFEFF/, "");
  return head.trimStart().charAt(0);
}

export function formatOf(filename: string, data: Uint8Array): ImportFormat {
  const extension = /\.[a-z]+$/i.exec(filename)?.[0]?.toLowerCase() ?? "";
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extension)) {
    throw refused(
      "Import a WordPress export (.xml), a Ghost export (.json), a Markdown file (.md) or a zip of Markdown files",
    );
  }
  switch (extension) {
    case ".zip":
      if (data[0] !== 0x50 || data[1] !== 0x4b || data[2] !== 0x03 || data[3] !== 0x04) {
        throw refused("This file is not a zip archive");
      }
      return "zip";
    case ".xml":
      if (firstCharacter(data) !== "<") throw refused("This file is not XML");
      return "wordpress";
    case ".json":
      if (firstCharacter(data) !== "{") throw refused("This file is not a JSON export");
      return "ghost";
    default:
      return "markdown";
  }
}

export const sourceOf = (format: ImportFormat): ImportSource => (format === "zip" ? "markdown" : format);
