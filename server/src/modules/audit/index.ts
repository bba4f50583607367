// The audit module's public face: the append-only log of moderation and administration.
export { AuditLog } from "./audit.service";
export type { AuditTarget } from "./audit.service";
