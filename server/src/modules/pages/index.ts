// The pages module's public face: the site's own pages (About, custom pages, the contact introduction).
export { PagesService } from "./pages.service";
export { pagesRoutes } from "./pages.routes";
export { aboutFollowsLanguage, seedAboutPage } from "./pages.about";
