// HTTP surface of the site's pages: the public GET /pages and GET /pages/:slug, and the administrators'
// GET/POST /admin/pages, GET/PUT/DELETE /admin/pages/:id. A write changes every rendered page (the header's
// navigation lists the pages), so it says nothing narrower and clears the whole cache.
import { createPageBody, idParam, pageSlugParam, updatePageBody } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import { ok } from "../../platform/http";
import { LIMITS, perUser } from "../../platform/limits";
import { servePublic } from "../../platform/serve-public";

export async function pagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { pages } = app.services;
  const changing = perUser(LIMITS.pageChangesPerUser, app.ctx.config.RATE_LIMIT_MULTIPLIER);

  app.get("/pages", async (request, reply) =>
    servePublic(request, reply, async () => ({ body: ok(await pages.listPublished()) }), null),
  );

  app.get("/pages/:slug", { schema: { params: pageSlugParam } }, async (request, reply) =>
    servePublic(
      request,
      reply,
      async (viewerId) => ({ body: ok(await pages.bySlug(viewerId, request.params.slug)) }),
      null,
    ),
  );

  app.get("/admin/pages", async (request) => {
    const { userId } = await requireUser(request);
    return ok(await pages.listAll(userId));
  });

  app.get("/admin/pages/:id", { schema: { params: idParam } }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await pages.byId(userId, request.params.id));
  });

  app.post("/admin/pages", { schema: { body: createPageBody }, config: changing }, async (request, reply) => {
    const { userId } = await requireUser(request);
    return reply.status(201).send(ok(await pages.create(userId, request.body)));
  });

  app.put(
    "/admin/pages/:id",
    { schema: { params: idParam, body: updatePageBody }, config: changing },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await pages.update(userId, request.params.id, request.body));
    },
  );

  app.delete("/admin/pages/:id", { schema: { params: idParam }, config: changing }, async (request) => {
    const { userId } = await requireUser(request);
    await pages.remove(userId, request.params.id);
    return ok({ id: request.params.id, deleted: true });
  });
}
