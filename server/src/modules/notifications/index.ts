// The notifications module's public face: the service (lists, read marks, the unread badge, and the
// listeners that push new notifications live), and the words notifications are written in.
export { NotificationsService } from "./notifications.service";
export type { NotificationListener } from "./notifications.service";
export { mayJoinNotificationsChannel } from "./notifications.policy";
export { notificationsRoutes } from "./notifications.routes";
export { actorLabel, notificationText } from "./notifications.text";
