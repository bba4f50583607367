// The exports module's public face: a writer's own posts as Markdown files with their images, or for Ghost.
export { ExportsService } from "./exports.service";
export { exportsRoutes } from "./exports.routes";
