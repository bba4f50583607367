// The Profile wire shape (spec §3) and the owner's editing view.
import type { Profile, ProfileForEditing } from "@inkwell/contract";
import type { UserRow } from "../../db/schema";
import { profileAbilities } from "./profiles.policy";

export interface ProfileCounts {
  postsCount: number;
  followersCount: number;
  followingCount: number;
  isFollowed: boolean;
  isBlocked: boolean;
  isMuted: boolean;
}

export function presentProfile(user: UserRow, counts: ProfileCounts, viewerId: number | null): Profile {
  return {
    id: user.id,
    name: user.name,
    introduction: user.introduction,
    username: user.username,
    role: user.role,
    avatar: user.avatar,
    website: user.website ?? "",
    socials: {
      twitter: user.socials.twitter ?? "",
      github: user.socials.github ?? "",
      linkedin: user.socials.linkedin ?? "",
    },
    ...counts,
    createdAt: user.createdAt.toISOString(),
    can: profileAbilities(user.id, viewerId),
  };
}

export function presentProfileForEditing(user: UserRow, counts: ProfileCounts): ProfileForEditing {
  return { ...presentProfile(user, counts, user.id), email: user.email };
}
