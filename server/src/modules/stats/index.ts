// The stats module's public face: a writer's views, reads, likes, comments, followers and subscribers.
export { StatsService } from "./stats.service";
export { statsRoutes } from "./stats.routes";
