// How far down a post a reader is, as a share of its text from 0 to 1: the bottom of the window measured
// against the text's box (the same measure the read count uses), and where to scroll to come back to it.
import { READING_PROGRESS_MAX, READING_PROGRESS_MIN } from "@inkwell/contract";

interface Box {
  /** The text's top, from the top of the document. */
  top: number;
  height: number;
}

export function progressAt(box: Box, scrollY: number, viewportHeight: number): number {
  if (box.height <= 0) return 0;
  const share = (scrollY + viewportHeight - box.top) / box.height;
  return Math.min(1, Math.max(0, Math.round(share * 1000) / 1000));
}

/** The scroll position that puts the reader back where `progress` says they were. */
export function scrollFor(box: Box, progress: number, viewportHeight: number): number {
  return Math.max(0, box.top + progress * box.height - viewportHeight);
}

/** A position worth offering back: neither at the very start nor at the end. */
export function worthOffering(progress: number | null | undefined): progress is number {
  return typeof progress === "number" && progress > READING_PROGRESS_MIN && progress < READING_PROGRESS_MAX;
}

/** Whether a new position is worth sending: it moved by at least a percent since the last one sent. */
export function movedEnough(last: number | null, next: number): boolean {
  return last === null || Math.abs(next - last) >= 0.01;
}
