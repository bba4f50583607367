// The moderation module's public face: reports and the queue, sanctions, the admin console's services and
// their routes, and the rule that an administrator able to act always remains (deleting an account asks it).
export { ModerationService } from "./moderation.service";
export { SanctionsService } from "./moderation.sanctions.service";
export type { DisconnectUser } from "./moderation.sanctions.service";
export { AdminService } from "./moderation.admin.service";
export { moderationRoutes } from "./moderation.routes";
export { assertKeepsAnAdmin } from "./moderation.policy";
