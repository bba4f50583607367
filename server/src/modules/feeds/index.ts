// The feeds module's public face: RSS, the sitemap and the head tags of public pages.
export { FeedsService } from "./feeds.service";
export { feedsRoutes } from "./feeds.routes";
