// The profiles module's public face: profile pages, editing, account deletion and export.
export { ProfilesService } from "./profiles.service";
export { profilesRoutes } from "./profiles.routes";
