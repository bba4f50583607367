// The message ids of the reports queue's actions, their keys and the ones asked about first (which actions fit a
// target: ACTIONS_BY_TARGET).
import type { ModerationAction } from "@inkwell/contract";
import type { MessageId } from "../../i18n";

export const ACTION_LABELS: Record<ModerationAction, MessageId> = {
  dismiss: "console.reports.action.dismiss",
  hide: "console.reports.action.hide",
  remove: "console.reports.action.remove",
  suspend: "console.reports.action.suspend",
  ban: "console.reports.action.ban",
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
  Record<ModerationAction, { title: MessageId; message: MessageId; label: MessageId }>
> = {
  remove: {
    title: "console.reports.confirmRemove.title",
    message: "console.reports.confirmRemove.message",
    label: "console.reports.confirmRemove.label",
  },
  ban: {
    title: "console.reports.confirmBan.title",
    message: "console.reports.confirmBan.message",
    label: "console.reports.confirmBan.label",
  },
};
