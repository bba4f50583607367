// The labels of the reports queue's actions and their keys (which actions fit a target: ACTIONS_BY_TARGET).
import type { ModerationAction } from "@inkwell/contract";

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
