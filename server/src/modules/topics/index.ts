// The topics module's public face: topics as each viewer may see them (derived from the posts policy).
export { TopicsService } from "./topics.service";
export { topicsRoutes } from "./topics.routes";
