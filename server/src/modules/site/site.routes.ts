// GET /site (anyone: what names and shapes the site) and PUT /admin/site (administrators); at the site's root,
// the web app manifest and the favicon, which follow the settings.
import { BUILT_IN_ICON, siteSettingsBody, WEB_MANIFEST_PATH } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import { ok } from "../../platform/http";
import { LIMITS, perUser } from "../../platform/limits";
import { webManifest } from "./site.manifest";

/** Short: the title, colour and icon may change at any time. */
const SITE_FILES_CACHE = "public, max-age=300";

export async function siteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { site } = app.services;

  app.get("/site", async () => ok(site.current()));

  // Clears every cached answer (no `changes`): titles, the navigation and the accent are on every page.
  app.put(
    "/admin/site",
    {
      schema: { body: siteSettingsBody },
      config: perUser(LIMITS.siteChangesPerUser, app.ctx.config.RATE_LIMIT_MULTIPLIER),
    },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await site.update(userId, request.body));
    },
  );
}

/** Routes at the site's root (outside /api/v1), for browsers. */
export async function siteFilesRoutes(app: FastifyInstance) {
  const { site } = app.services;

  app.get(WEB_MANIFEST_PATH, async (_request, reply) =>
    reply
      .type("application/manifest+json; charset=utf-8")
      .header("cache-control", SITE_FILES_CACHE)
      .send(JSON.stringify(webManifest(site.current()))),
  );

  // The site's uploaded icon when it has one, else the web app's.
  app.get("/favicon.ico", async (_request, reply) =>
    reply.header("cache-control", SITE_FILES_CACHE).redirect(site.current().iconUrl ?? BUILT_IN_ICON, 302),
  );
}
