// What every parser turns a file into: posts in one shape, and an account of everything else it held.
import type { ImportSource, PostStatus, Visibility } from "@inkwell/contract";

export interface ParsedPost {
  /** The post's id in the file (`post:123`), or `slug:…` when the file has none; re-imports match on it. */
  key: string;
  /** May still hold markup or entities; made plain text before it is stored. */
  title: string;
  slug: string;
  html: string;
  excerpt: string;
  status: PostStatus;
  visibility: Visibility;
  publishedAt: Date | null;
  topics: string[];
  tags: string[];
  coverImage: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
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
