// The reasons a reader may give when reporting, and what can be reported, as the dialog and the console name
// them: each code's message id (web/src/i18n/en/console.ts).
import type { ReportReason, ReportTargetType } from "@inkwell/contract";
import type { MessageId } from "../../i18n";

export const REASON_LABELS: Record<ReportReason, MessageId> = {
  spam: "console.reason.spam",
  harassment: "console.reason.harassment",
  hate: "console.reason.hate",
  sexual: "console.reason.sexual",
  violence: "console.reason.violence",
  illegal: "console.reason.illegal",
  other: "console.reason.other",
};

export const TARGET_NAMES: Record<ReportTargetType, MessageId> = {
  post: "console.target.post",
  comment: "console.target.comment",
  user: "console.target.user",
  message: "console.target.message",
};
