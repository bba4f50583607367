// The social module's public face: following, blocking and muting, and the followers and following lists.
export { SocialService } from "./social.service";
export { socialRoutes } from "./social.routes";
export { socialAbilities } from "./social.policy";
