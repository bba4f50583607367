// What every parser turns a file into (posts in one shape, and an account of everything else it held), and
// what the worker thread hands back once each post is fitted to Inkwell's rules.
import type { ImportSource } from "@inkwell/contract";
import type { ImportedPostValues } from "../posts";

/**
 * A post as a parser read it: what the publishing service stores, plus where it came from. Its title may
 * still hold markup or entities, its content is the other platform's HTML and its fields may be too long:
 * imports.worker.ts fits them.
 */
export interface ParsedPost extends ImportedPostValues {
  /** The post's id in the file (`post:123`), or `slug:…` when the file has none; re-imports match on it. */
  key: string;
  /** In a zip: the folder of the Markdown file, against which its relative image paths resolve. */
  folder?: string;
}

export interface ParsedFile<Post = ParsedPost> {
  source: ImportSource;
  posts: Post[];
  /** Items that are not posts (pages, attachments, menu items, trashed posts…). */
  skipped: number;
  /** Comments in the file (not imported). */
  comments: number;
  /** What the importer could not carry over, said to the writer. */
  notes: string[];
  /** Files of a zip by their path inside it (images the posts may use). */
  files?: Map<string, Uint8Array>;
}

/** A post ready to store: HTML in the content model, plain-text fields within their limits, a usable cover. */
export interface FittedPost extends ParsedPost {
  /** Topics and tags left out because a post has too many. */
  dropped: number;
}

/** A post of the file that cannot be imported, and why. */
export interface RefusedPost {
  key: string;
  title: string;
  problem: string;
}

/** The worker's answer: the file's posts, each fitted or refused, or why the whole file cannot be read. */
export type ReadFile = { file: ParsedFile<FittedPost | RefusedPost> } | { error: string };

/** The file cannot be imported at all: the job fails with this message and creates nothing. */
export class ImportFileError extends Error {}
