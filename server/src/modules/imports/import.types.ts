// What every parser turns a file into: posts in one shape, and an account of everything else it held.
import type { ImportSource } from "@inkwell/contract";
import type { ImportedPostValues } from "../posts";

/**
 * A post as a parser read it: what the publishing service stores, plus where it came from. Its title may
 * still hold markup or entities and its content is not sanitised yet; both are made safe before storing.
 */
export interface ParsedPost extends ImportedPostValues {
  /** The post's id in the file (`post:123`), or `slug:…` when the file has none; re-imports match on it. */
  key: string;
  /** In a zip: the folder of the Markdown file, against which its relative image paths resolve. */
  folder?: string;
}

export interface ParsedFile {
  source: ImportSource;
  posts: ParsedPost[];
  /** Items that are not posts (pages, attachments, menu items, trashed posts…). */
  skipped: number;
  /** Comments in the file (not imported). */
  comments: number;
  /** What the importer could not carry over, said to the writer. */
  notes: string[];
  /** Files of a zip by their path inside it (images the posts may use). */
  files?: Map<string, Uint8Array>;
}

/** The file cannot be imported at all: the job fails with this message and creates nothing. */
export class ImportFileError extends Error {}
