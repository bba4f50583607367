// Reading positions on the wire: how far a member read a post, and the posts they are part-way through.
import { fraction } from "./common";
import "./zod-config";
import { z } from "zod";
import type { Post } from "./posts";

export const readingProgressBody = z.object({
  progress: fraction(
    z.number({ error: "progress must be a number from 0 to 1" }),
    "progress must be a number from 0 to 1",
  ),
});
export type ReadingProgressBody = z.infer<typeof readingProgressBody>;

/** How far the member read a post (null: never, or not worth remembering). */
export interface ReadingProgress {
  progress: number | null;
  updatedAt: string | null;
}

/** A post the member started and has not finished. */
export interface ReadingItem {
  post: Post;
  progress: number;
  updatedAt: string;
}
