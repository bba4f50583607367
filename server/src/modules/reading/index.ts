// The reading module's public face: how far members read posts, and the list of those they are part-way through.
export { ReadingService } from "./reading.service";
export { readingRoutes } from "./reading.routes";
