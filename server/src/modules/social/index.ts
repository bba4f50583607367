// The social module's public face: followers and following lists, muting, reading positions.
export { SocialService } from "./social.service";
export { socialRoutes } from "./social.routes";
