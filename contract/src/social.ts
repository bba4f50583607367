// Following and being followed, muting, and the reading list (issue 14) on the wire: the Following feed's
// query, followers and following lists, muted accounts, reading positions and bookmark search.
import { fraction } from "./common";
import { LIMIT_DEFAULT, LIMIT_MAX, PAGE_DEFAULT } from "./limits";
import "./zod-config";
import { z } from "zod";
import type { Post } from "./posts";
import type { UserSummary } from "./users";

const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(PAGE_DEFAULT),
  limit: z.coerce.number().int().min(1).max(LIMIT_MAX).default(LIMIT_DEFAULT),
};

/** A page of someone's followers or of the people they follow. */
export const peopleQuery = z.object(pageFields);

/** A page of the member's bookmarks, narrowed by words of the title or text (accents ignored). */
export const bookmarksQuery = z.object({
  ...pageFields,
  q: z.string({ error: "q must be text" }).trim().max(200, "q is at most 200 characters").optional(),
});
export type BookmarksQuery = z.infer<typeof bookmarksQuery>;

export const readingProgressBody = z.object({
  progress: fraction(
    z.number({ error: "progress must be a number from 0 to 1" }),
    "progress must be a number from 0 to 1",
  ),
});
export type ReadingProgressBody = z.infer<typeof readingProgressBody>;

/** Someone in a followers or following list, and whether the viewer follows them. */
export interface PersonEntry extends UserSummary {
  introduction: string;
  isFollowed: boolean;
}

export interface MutedUser extends UserSummary {
  mutedAt: string;
}

export interface MuteState {
  isMuted: boolean;
}

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
