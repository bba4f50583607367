// The labels of the reports queue's actions, their keys and the ones asked about first (which actions fit a
// target: ACTIONS_BY_TARGET).
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

/** The actions that cannot be taken back, and how the queue asks about them first. */
export const CONFIRMATIONS: Partial<
  Record<ModerationAction, { title: string; message: string; label: string }>
> = {
  remove: {
    title: "Remove it for everyone?",
    message: "The post, comment or message is deleted; this cannot be undone.",
    label: "Remove",
  },
  ban: {
    title: "Ban the author?",
    message:
      "They are signed out everywhere, cannot sign in again, and others no longer see what they wrote.",
    label: "Ban",
  },
};
