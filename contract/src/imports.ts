// Imports on the wire: the files Inkwell reads from other platforms and the jobs that read them.
export const IMPORT_SOURCES = ["wordpress", "ghost", "markdown", "medium", "substack"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
export const IMPORT_STATUSES = ["queued", "running", "done", "failed"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Largest file `POST /imports` accepts (a zip counts as sent, its contents are limited separately). */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** File names `POST /imports` recognises, by extension (what the file holds is checked too). */
export const IMPORT_EXTENSIONS = [".xml", ".json", ".md", ".markdown", ".zip"] as const;

export interface ImportCounts {
  posts: number;
  tags: number;
  topics: number;
  /** Comments found in the file; they are not imported (docs/decisions.md). */
  comments: number;
  skipped: number;
}

export interface ImportJob {
  id: number;
  status: ImportStatus;
  source: ImportSource;
  filename: string;
  counts: ImportCounts;
  /** Items handled so far out of those found (0 of 0 until the file is read). */
  progress: { done: number; total: number };
  errors: string[];
  createdAt: string;
  finishedAt: string | null;
}
