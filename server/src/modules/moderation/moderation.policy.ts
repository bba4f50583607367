// Who may report what, which action fits which target, who may sanction whom, and the one rule on roles:
// there is always an administrator. Staff themselves are told apart by the users policy (isStaff).
import { ACTIONS_BY_TARGET } from "@inkwell/contract";
import type { ModerationAction, ReportTargetType, UserRole } from "@inkwell/contract";
import { AppError, badRequest, conflict, forbidden } from "../../platform/errors";

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
export function assertMaySanction(
  actor: { id: number; role: UserRole },
  target: { id: number; role: UserRole },
) {
  if (actor.id === target.id) throw forbidden("You cannot suspend or ban yourself");
  if (target.role === "admin") {
    throw forbidden("Administrators cannot be suspended or banned; change their role first");
  }
  if (target.role === "moderator" && actor.role !== "admin") {
    throw forbidden("Only administrators can suspend or ban a moderator");
  }
}

/** There is always at least one administrator. */
export function assertKeepsAnAdmin(adminsAfter: number) {
  if (adminsAfter < 1) {
    throw new AppError("LAST_ADMIN", 409, "The last administrator cannot be given another role");
  }
}
