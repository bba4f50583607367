// Who may report what, which action fits which target, who may sanction whom, and the rules on roles:
// there is always an administrator able to act, and a sanctioned account is not made staff. Staff
// themselves are told apart by the users policy (isStaff), and so is a sanction (accountStatus).
import { ACTIONS_BY_TARGET } from "@inkwell/contract";
import { isStaffRole } from "@inkwell/contract";
import type { AccountAbilities, ModerationAction, ReportTargetType, UserRole } from "@inkwell/contract";
import type { UserRow } from "../../db/schema";
import { AppError, badRequest, conflict, forbidden } from "../../platform/errors";
import { accountStatus } from "../users";

type Standing = Pick<UserRow, "bannedAt" | "suspendedUntil" | "sanctionReason">;

/** Nobody reports their own post, comment, message or account. */
export function assertNotOwn(targetUserId: number | null, reporterId: number, targetType: ReportTargetType) {
  if (targetUserId === reporterId) {
    const what = targetType === "user" ? "yourself" : `your own ${targetType}`;
    throw badRequest(
      `You cannot report ${what}`,
      { targetId: `You cannot report ${what}` },
      "CANNOT_REPORT_OWN",
    );
  }
}

export function assertActionFits(action: ModerationAction, targetType: ReportTargetType) {
  if (!ACTIONS_BY_TARGET[targetType].includes(action)) {
    const message = `A reported ${targetType} cannot be given "${action}"`;
    throw badRequest(message, { action: message }, "ACTION_NOT_ALLOWED");
  }
}

/** Acting on content needs it to exist still; dismissing does not. */
export function assertTargetExists(exists: boolean, action: ModerationAction) {
  if (!exists && (action === "hide" || action === "remove")) {
    throw conflict("The reported content no longer exists; dismiss the report", undefined, "TARGET_GONE");
  }
}

/**
 * Administrators are never suspended or banned (another administrator changes their role first);
 * moderators only by an administrator; nobody sanctions themselves.
 */
type Account = { id: number; role: UserRole };

/** Why the actor may not suspend, ban or restore the target; null when they may. */
function sanctionRefusal(actor: Account, target: Account): string | null {
  if (!isStaffRole(actor.role)) return "Only moderators and administrators can do this";
  if (actor.id === target.id) return "You cannot suspend or ban yourself";
  if (target.role === "admin") return "Administrators cannot be suspended or banned; change their role first";
  if (target.role === "moderator" && actor.role !== "admin") {
    return "Only administrators can suspend or ban a moderator";
  }
  return null;
}

export function assertMaySanction(actor: Account, target: Account) {
  const refusal = sanctionRefusal(actor, target);
  if (refusal) throw forbidden(refusal);
}

/** What the console offers the actor for an account, by the same rules its actions are checked by. */
export function accountAbilities(actor: Account, target: Account): AccountAbilities {
  return {
    changeRole: actor.role === "admin" && actor.id !== target.id,
    sanction: sanctionRefusal(actor, target) === null,
  };
}

/** A banned or suspended account cannot be made staff: the sanction is lifted first. */
export function assertMayTakeRole(target: Standing, role: UserRole) {
  if (role !== "user" && accountStatus(target).state !== "active") {
    throw new AppError(
      "ACCOUNT_SANCTIONED",
      409,
      "A banned or suspended account cannot be made a moderator or an administrator; lift the sanction first",
      { role: "Not for a banned or suspended account" },
    );
  }
}

/**
 * There is always an administrator who can act: one neither banned nor suspended, since a sanctioned one
 * cannot sign in. Judged on the administrators there would be after a change (a role given or taken, an
 * account deleted), with their rows locked so that two changes at once cannot both see another one left.
 */
export function assertKeepsAnAdmin(adminsAfter: Standing[]) {
  if (!adminsAfter.some((admin) => accountStatus(admin).state === "active")) {
    throw new AppError(
      "LAST_ADMIN",
      409,
      "This would leave no administrator who can act: make someone else an administrator first",
    );
  }
}
