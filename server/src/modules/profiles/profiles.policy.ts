// Whose profile is whose: a member edits and deletes only their own account; on someone else's profile they
// may follow, message, block, mute or report them (what a block then refuses, the users policy decides).
import type { ProfileAbilities } from "@inkwell/contract";
import { forbidden } from "../../platform/errors";

export function assertOwnProfile(profileId: number, viewerId: number, action: "edit" | "delete"): void {
  if (profileId !== viewerId) {
    throw forbidden(
      action === "edit" ? "You can only edit your own profile" : "You can only delete your own account",
    );
  }
}

export function profileAbilities(profileId: number, viewerId: number | null): ProfileAbilities {
  const own = viewerId === profileId;
  const other = viewerId !== null && !own;
  return { edit: own, follow: other, message: other, block: other, mute: other, report: other };
}
