// The comments module's public face: the service, the clean-up account deletion runs in its transaction, and
// what a post's comment count counts.
export { CommentsService } from "./comments.service";
export { commentCountOf, countedComment, countsOnItsPost } from "./comments.policy";
export { pruneDeletedComments } from "./comments.repository";
export { commentsRoutes } from "./comments.routes";
