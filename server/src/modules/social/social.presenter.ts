// Wire shapes of the people lists and muted accounts.
import type { MutedUser, PersonEntry } from "@inkwell/contract";
import { presentUserSummary } from "../users";
import type { PersonRow } from "./social.repository";

export function presentPerson(row: PersonRow): PersonEntry {
  return { ...presentUserSummary(row), introduction: row.introduction, isFollowed: row.isFollowed };
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
