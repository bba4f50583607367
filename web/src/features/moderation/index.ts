// The moderation feature: the report dialog shared by posts, comments, profiles and messages.
export { ReportDialog } from "./LazyReportDialog";
export type { ReportTarget } from "./ReportDialog";
export { REASON_LABELS, TARGET_NAMES } from "./reportReasons";
