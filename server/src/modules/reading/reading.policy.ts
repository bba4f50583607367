// Which reading positions are worth offering back: one near the start or the end of a post is not.
import { READING_PROGRESS_MAX, READING_PROGRESS_MIN } from "@inkwell/contract";

/** Positions near the start or the end are not worth a "Continue where you left off". */
export const IN_PROGRESS = [READING_PROGRESS_MIN, READING_PROGRESS_MAX] as const;

export function isInProgress(progress: number): boolean {
  return progress > IN_PROGRESS[0] && progress < IN_PROGRESS[1];
}
