// Following, blocking and muting on the wire: followers and following lists, blocked and muted accounts.
import { LIMIT_DEFAULT, LIMIT_MAX, PAGE_DEFAULT } from "./limits";
import "./zod-config";
import { z } from "zod";
import type { UserSummary } from "./users";

const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(PAGE_DEFAULT),
  limit: z.coerce.number().int().min(1).max(LIMIT_MAX).default(LIMIT_DEFAULT),
};

/** A page of someone's followers or of the people they follow. */
export const peopleQuery = z.object(pageFields);

/** Someone in a followers or following list, and whether the viewer follows them. */
export interface PersonEntry extends UserSummary {
  introduction: string;
  isFollowed: boolean;
  /** Whether the viewer may follow them: signed in, and not themselves. */
  can: { follow: boolean };
}

export interface MutedUser extends UserSummary {
  mutedAt: string;
}

export interface MuteState {
  isMuted: boolean;
}

export interface FollowState {
  isFollowed: boolean;
  followersCount: number;
}

export interface BlockedUser extends UserSummary {
  blockedAt: string;
}
