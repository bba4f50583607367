// The tags module's public face: tags as each viewer may see them (derived from the posts policy).
export { TagsService } from "./tags.service";
export { tagsRoutes } from "./tags.routes";
