// The catch-all page for unknown addresses, its own chunk like every page (pages that answer "not found"
// themselves use ./NotFound directly, so this module stays loaded only through the router).
export { NotFound as default } from "./NotFound";
