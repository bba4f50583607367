// Wire shapes of the people lists and muted accounts.
import type { MutedUser, PersonEntry } from "@inkwell/contract";
import { presentUserSummary } from "../users";
import { socialAbilities } from "./social.policy";
import type { PersonRow } from "./social.repository";

export function presentPerson(row: PersonRow, viewerId: number | null): PersonEntry {
  return {
    ...presentUserSummary(row),
    introduction: row.introduction,
    isFollowed: row.isFollowed,
    can: { follow: socialAbilities(viewerId, row.id).follow },
  };
}

export function presentMuted(row: {
  id: number;
  name: string;
  username: string;
  avatar: string | null;
  mutedAt: Date;
}): MutedUser {
  return { ...presentUserSummary(row), mutedAt: row.mutedAt.toISOString() };
}
