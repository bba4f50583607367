// The actions of the reports queue, in the order the buttons show them, with their keys and labels.
import type { ModerationAction, ReportTargetType } from "@inkwell/contract";

export const ACTION_LABELS: Record<ModerationAction, string> = {
  dismiss: "Dismiss",
  hide: "Hide",
  remove: "Remove",
  suspend: "Suspend 7 days",
  ban: "Ban author",
};

export const ACTION_KEYS: Record<string, ModerationAction> = {
  d: "dismiss",
  h: "hide",
  r: "remove",
  s: "suspend",
  b: "ban",
};

/** Mirrors the server's moderation policy: a user is never hidden or removed, a message never hidden. */
export function actionsFor(targetType: ReportTargetType): ModerationAction[] {
  if (targetType === "user") return ["dismiss", "suspend", "ban"];
  if (targetType === "message") return ["dismiss", "remove", "suspend", "ban"];
  return ["dismiss", "hide", "remove", "suspend", "ban"];
}
