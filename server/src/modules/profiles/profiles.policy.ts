// Whose profile is whose: a member edits and deletes only their own account; on someone else's profile they
// may message or report them, and follow, block or mute them as the social policy says.
import type { ProfileAbilities } from "@inkwell/contract";
import { forbidden } from "../../platform/errors";
import { socialAbilities } from "../social";

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
  return { edit: own, ...socialAbilities(viewerId, profileId), message: other, report: other };
}
