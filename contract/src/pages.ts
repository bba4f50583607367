// The site's own pages (About, a custom page, the contact page's introduction): written by administrators with
// the posts' editor, served at /{slug}. A page's slug shares the site root with the app's routes and files, so
// the names those use are reserved here, in one list that the server and the web app's routes are tested
// against (web/src/app/routes.test.tsx, server/src/modules/pages/pages.test.ts).
import { CONTENT_MAX } from "./limits";
import "./zod-config";
import { z } from "zod";

export const PAGE_TITLE_MAX = 120;
export const PAGE_SLUG_MAX = 80;
/** Pages a site may have: they are all listed at once (the header, the console). */
export const PAGES_MAX = 100;
export const PAGE_STATUSES = ["draft", "published"] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];
/** A slug as posts' slugs are made: lower-case letters and digits, words joined by single hyphens. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The page whose html introduces the contact form: the contact screen shows it above the form instead of its
 * own introduction, and serves /contact itself.
 */
export const CONTACT_PAGE_SLUG = "contact";

/**
 * Names a page may not take: every top-level path of the web app's routes (except `about` and `contact`,
 * which are pages themselves) and of the server (the API, files, feeds, health checks, the realtime socket),
 * and names kept for what sites usually have there.
 */
export const RESERVED_PAGE_SLUGS: readonly string[] = [
  // The web app's routes (web/src/app/router.tsx).
  "admin",
  "blog",
  "bookmarks",
  "forgot-password",
  "login",
  "messages",
  "my-posts",
  "newsletter",
  "notifications",
  "preview",
  "profile",
  "register",
  "reset-password",
  "search",
  "series",
  "settings",
  "stats",
  "tags",
  "topics",
  "verified",
  "write",
  // The server's own paths (server/src/app.ts, platform/spa.ts, modules/feeds, modules/realtime).
  "api",
  "app",
  "assets",
  "uploads",
  "og",
  "healthz",
  "readyz",
  "metrics",
  "rss",
  "rss.xml",
  "feed",
  "feeds",
  "atom",
  "sitemap",
  "sitemap.xml",
  "robots.txt",
  "favicon.svg",
  "favicon.ico",
  "index.html",
  // Kept for what the site may grow.
  "help",
  "logout",
  "signup",
  "signin",
  "home",
  "static",
  "pages",
];

export function isReservedPageSlug(slug: string): boolean {
  return RESERVED_PAGE_SLUGS.includes(slug.toLowerCase());
}

const title = z
  .string({ error: "Title must be text" })
  .trim()
  .min(1, "Title cannot be blank")
  .max(PAGE_TITLE_MAX, `Title is at most ${PAGE_TITLE_MAX} characters`);
/**
 * A reserved name passes the shape check (it is answered 409 SLUG_RESERVED by the server, like a taken one),
 * so `sitemap.xml` is refused for what it is rather than for its dot.
 */
const slug = z
  .string({ error: "Slug must be text" })
  .trim()
  .toLowerCase()
  .min(1, "Slug cannot be blank")
  .max(PAGE_SLUG_MAX, `Slug is at most ${PAGE_SLUG_MAX} characters`)
  .refine(
    (value) => isReservedPageSlug(value) || PAGE_SLUG_PATTERN.test(value),
    "Slug may contain only lowercase letters, digits and single hyphens between them",
  );
const html = z.string({ error: "Content must be text" }).max(CONTENT_MAX, "Content is too long");
const status = z.enum(PAGE_STATUSES, { error: "Status must be draft or published" });
const showInNavigation = z.boolean({ error: "showInNavigation must be true or false" });

/** A new page; without a slug (or with a blank one) it is made from the title. */
export const createPageBody = z.object({
  title,
  slug: z
    .literal("")
    .transform(() => undefined)
    .or(slug)
    .optional(),
  html,
  status,
  showInNavigation: showInNavigation.default(false),
});
export type CreatePageBody = z.infer<typeof createPageBody>;

/** Changes to a page: only the fields given. */
export const updatePageBody = z.object({
  title: title.optional(),
  slug: slug.optional(),
  html: html.optional(),
  status: status.optional(),
  showInNavigation: showInNavigation.optional(),
});
export type UpdatePageBody = z.infer<typeof updatePageBody>;

export const pageSlugParam = z.object({ slug: z.string().trim().min(1).max(200) });

/** A page in a list: the header's navigation, the console. */
export interface SitePageSummary {
  id: number;
  slug: string;
  title: string;
  status: PageStatus;
  showInNavigation: boolean;
  updatedAt: string;
}

/** A page with its body (sanitised html, as posts' bodies are). */
export interface SitePage extends SitePageSummary {
  html: string;
  /** The start of its text, for the head's description. */
  description: string;
  createdAt: string;
}
