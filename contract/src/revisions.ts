// Revisions of a post: what a save stored, listed newest first, read one at a time, and restored by the
// post's author (GET/POST /api/v1/posts/{id}/revisions…). Nobody else sees a post's revisions.
import "./zod-config";
import { z } from "zod";
import { positiveId } from "./common";

/** Why a revision was stored: a draft's autosave, a save of a live post, publishing, or what a restore replaced. */
export const REVISION_REASONS = ["autosave", "update", "publish", "restore"] as const;
export type RevisionReason = (typeof REVISION_REASONS)[number];

/** Revisions kept per post; older ones go first. */
export const REVISIONS_KEPT = 100;
/** Revisions older than this are thinned to one per REVISION_THIN_BUCKET_MS. */
export const REVISION_THIN_AFTER_MS = 24 * 60 * 60 * 1000;
export const REVISION_THIN_BUCKET_MS = 10 * 60 * 1000;

export const revisionParam = z.object({ id: positiveId("id"), revisionId: positiveId("revisionId") });
export type RevisionParam = z.infer<typeof revisionParam>;

/** One line of a post's history. */
export interface RevisionSummary {
  id: number;
  createdAt: string;
  reason: RevisionReason;
  title: string;
  /** Words of its body. */
  words: number;
}

/** A revision with its body (sanitised HTML, as stored when it was saved). */
export interface Revision {
  id: number;
  createdAt: string;
  reason: RevisionReason;
  title: string;
  html: string;
  excerpt: string;
}
