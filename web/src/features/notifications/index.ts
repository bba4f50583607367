// The public face of notifications: the header's bell, one notification as the /notifications page lists it,
// and the feed that brings new ones in live (loaded with the session).
export { NotificationsFeed } from "./LazyNotificationsFeed";
export { NotificationBell } from "./NotificationBell";
export { NotificationItem } from "./NotificationItem";
