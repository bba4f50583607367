// The previews module's public face: links that show a post's current draft to whoever holds them.
export { PreviewsService } from "./previews.service";
export { previewsRoutes } from "./previews.routes";
