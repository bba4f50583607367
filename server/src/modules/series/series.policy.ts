// Who may see and change a series. A series is its author's to change, and nobody else's to know about
// through the write routes (404). Which of its parts a viewer sees is the posts policy's, the one the post
// page asks: their own drafts for its author, and what they may read for everyone else. A series exists for
// others while at least one of its parts is theirs to read, as a topic does.
import type { SeriesRow } from "../../db/schema";
import { notFound } from "../../platform/errors";
import { visibleTo } from "../posts";

export const seriesNotFound = () => notFound("Series", "SERIES_NOT_FOUND");

/** The posts of a series the viewer sees, as SQL for the parts query: the post page's rule. */
export const partsVisibleTo = (viewerId: number | null) =>
  visibleTo(viewerId, { includeOwnUnpublished: true });

export function assertOwner(row: SeriesRow | undefined, viewerId: number): asserts row is SeriesRow {
  if (!row || row.authorId !== viewerId) throw seriesNotFound();
}

/** A series with no part the viewer may read is not found, unless it is theirs. */
export function mayRead(row: Pick<SeriesRow, "authorId">, viewerId: number | null, readableParts: number) {
  return readableParts > 0 || row.authorId === viewerId;
}
