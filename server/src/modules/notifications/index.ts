// The notifications module's public face: the service (lists, read marks, the unread badge; each new
// notification is announced as a domain event), the words notifications are written in and the keys that
// tell a repeated event from a new one.
export { NotificationsService } from "./notifications.service";
export { mayJoinNotificationsChannel } from "./notifications.policy";
export { notificationsRoutes } from "./notifications.routes";
export { actorLabel, notificationText } from "./notifications.text";
export { dedupeKey } from "./notifications.keys";
export type { DedupeKey } from "./notifications.keys";
