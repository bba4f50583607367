// The notifications module's public face: the service (lists, read marks, the unread badge; each new
// notification is announced as a domain event), and the words notifications are written in.
export { NotificationsService } from "./notifications.service";
export { mayJoinNotificationsChannel } from "./notifications.policy";
export { notificationsRoutes } from "./notifications.routes";
export { actorLabel, notificationText } from "./notifications.text";
