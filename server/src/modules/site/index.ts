export { siteFilesRoutes, siteRoutes } from "./site.routes";
export { SiteService } from "./site.service";
export { siteSettingsRow } from "./site.repository";
