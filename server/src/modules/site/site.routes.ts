// GET /site (anyone: what names and shapes the site) and PUT /admin/site (administrators).
import { siteSettingsBody } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import { ok } from "../../platform/http";

export async function siteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { site } = app.services;

  app.get("/site", async () => ok(site.current()));

  // Clears every cached answer (no `changes`): titles, the navigation and the accent are on every page.
  app.put("/admin/site", { schema: { body: siteSettingsBody } }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await site.update(userId, request.body));
  });
}
