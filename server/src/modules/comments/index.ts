// The comments module's public face: the service, and the clean-up account deletion runs in its transaction.
export { CommentsService } from "./comments.service";
export { pruneDeletedComments } from "./comments.repository";
export { commentsRoutes } from "./comments.routes";
