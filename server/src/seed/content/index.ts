// Entry point for the demo content: topics, posts, comments, follows, engagement and image generators.
export * from "./types";
export { DEMO_TOPICS, findTopic } from "./topics";
export { DEMO_POSTS, demoPublishedAt, findPost } from "./posts";
export { DEMO_COMMENTS, DEMO_FOLLOWS, DEMO_LIKES, demoEngagement } from "./comments";
export type { DemoEngagement } from "./comments";
export { coverSvg, topicImageSvg } from "./images";
