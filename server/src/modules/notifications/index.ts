// The notifications module's public face: the service (lists, read marks, the unread badge; each new
// notification is announced as a domain event), the notification mails (batched, with their unsubscribe links), the words notifications are written in and the keys that
// tell a repeated event from a new one.
export { NotificationsService } from "./notifications.service";
export { emailNotificationsOf, mayJoinNotificationsChannel, stillShownTo } from "./notifications.policy";
export { NotificationMails } from "./notifications.mailing";
export { registerNotificationsJobs } from "./notifications.jobs";
export { notificationsRoutes } from "./notifications.routes";
export { actorLabel, notificationText } from "./notifications.text";
export { dedupeKey } from "./notifications.keys";
export type { DedupeKey } from "./notifications.keys";
