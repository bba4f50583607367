// Who handles invitations (administrators only), and whether an invitation may still be used, by whom.
import type { InviteState } from "@inkwell/contract";
import type { InviteRow, UserRow } from "../../db/schema";
import { AppError } from "../../platform/errors";
import { assertAdmin } from "../users";

export function assertMayManageInvites(
  user: Pick<UserRow, "role"> | undefined,
): asserts user is Pick<UserRow, "role"> {
  assertAdmin(user);
}

export function inviteState(
  invite: Pick<InviteRow, "usedAt" | "revokedAt" | "expiresAt">,
  now = Date.now(),
): InviteState {
  if (invite.usedAt) return "used";
  if (invite.revokedAt) return "revoked";
  if (invite.expiresAt.getTime() <= now) return "expired";
  return "pending";
}

/** Why an invitation that is not pending cannot be used, naming the field that brought it. */
export function inviteRefusal(state: Exclude<InviteState, "pending"> | "unknown"): AppError {
  switch (state) {
    case "used": {
      const message = "This invitation has already been used";
      return new AppError("INVITE_INVALID", 400, message, { inviteToken: message });
    }
    case "revoked": {
      const message = "This invitation was withdrawn";
      return new AppError("INVITE_INVALID", 400, message, { inviteToken: message });
    }
    case "expired": {
      const message = "This invitation has expired; ask for a new one";
      return new AppError("INVITE_INVALID", 400, message, { inviteToken: message });
    }
    case "unknown": {
      const message = "This invitation link is not valid";
      return new AppError("INVITE_INVALID", 400, message, { inviteToken: message });
    }
  }
}

/**
 * Throws unless the invitation (undefined: no invitation has that token) may be used now by `email`: pending,
 * and made for that address when it names one.
 */
export function assertUsableInvite(
  invite: InviteRow | undefined,
  email: string,
): asserts invite is InviteRow {
  if (!invite) throw inviteRefusal("unknown");
  const state = inviteState(invite);
  if (state !== "pending") throw inviteRefusal(state);
  if (invite.email !== null && invite.email !== email.trim().toLowerCase()) {
    const message = "This invitation is for another email address";
    throw new AppError("INVITE_EMAIL_MISMATCH", 403, message, { email: message });
  }
}
