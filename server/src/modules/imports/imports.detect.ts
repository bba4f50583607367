// Which importer a file is for, from its name and its first bytes: what is plainly not an export is refused
// before it is stored (415), and everything else is read in the background. What a zip holds (Markdown files,
// a Medium export or a Substack export) is told from its entries, on the worker thread that unzips it.
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
      "Import a WordPress export (.xml), a Ghost export (.json), a Markdown file (.md), a zip of Markdown files, or a Medium or Substack export (.zip)",
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

/** The source a job shows until its file is read: a zip is taken for Markdown until its entries say otherwise. */
export const sourceOf = (format: ImportFormat): ImportSource => (format === "zip" ? "markdown" : format);

const MARKDOWN = /\.(md|markdown)$/i;
/** A page of a Medium export (Substack's post files match too). */
export const EXPORT_PAGE = /(?:^|\/)posts\/[^/]+\.html?$/i;
const SUBSTACK_LIST = /(?:^|\/)posts\.csv$/i;

/**
 * What a zip's entries make it: a Substack export has posts.csv (the one nearest the top), a Medium export
 * pages in `posts/` and no Markdown; anything else is read as Markdown files.
 */
export function zipKindOf(
  paths: Iterable<string>,
): { kind: "substack"; list: string } | { kind: "medium" } | { kind: "markdown" } {
  let list: string | undefined;
  let markdown = false;
  let pages = false;
  for (const path of paths) {
    if (SUBSTACK_LIST.test(path) && (list === undefined || path.length < list.length)) list = path;
    else if (MARKDOWN.test(path)) markdown = true;
    else if (EXPORT_PAGE.test(path)) pages = true;
  }
  if (list !== undefined) return { kind: "substack", list };
  return pages && !markdown ? { kind: "medium" } : { kind: "markdown" };
}
