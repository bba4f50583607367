// The reasons a reader may give when reporting, in the words the dialog and the console show.
import type { ReportReason, ReportTargetType } from "@inkwell/contract";

export const REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam or advertising",
  harassment: "Harassment or bullying",
  hate: "Hate speech",
  sexual: "Sexual content",
  violence: "Violence or threats",
  illegal: "Something illegal",
  other: "Something else",
};

export const TARGET_NAMES: Record<ReportTargetType, string> = {
  post: "post",
  comment: "comment",
  user: "account",
  message: "message",
};
