// The posts module's public face: the service (reading, writing, publishing, likes, bookmarks, views), the
// policy every module asks about who sees which post (and, through posts, which topic).
export { PostsService } from "./posts.service";
export { PublishingService } from "./posts.publishing.service";
export type { ImportedPostValues } from "./posts.publishing.service";
export {
  assertAuthor,
  isLive,
  isLivePost,
  mayPublish,
  publicOnly,
  publicTag,
  publicTopic,
  topicVisibleTo,
  visibleTo,
} from "./posts.policy";
export { postsRoutes } from "./posts.routes";
export { RevisionsService } from "./posts.revisions.service";
export { revisionsRoutes } from "./posts.revisions.routes";
export { registerPostsJobs } from "./posts.jobs";
