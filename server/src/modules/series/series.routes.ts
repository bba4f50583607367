// HTTP surface of /api/v1/series: the author's POST /series, PUT and DELETE /series/:id, GET /me/series and
// PUT /posts/:id/series (a post's place in a series), and anyone's GET /series/:slug (cached per viewer). A write says nothing narrower than "everything" to the
// public cache: it changes the series' page and every post it held or now holds, including the neighbours of
// a post moved from another series, and series change seldom.
import {
  createSeriesBody,
  idParam,
  placeInSeriesBody,
  seriesSlugParam,
  updateSeriesBody,
} from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import { ok } from "../../platform/http";
import { LIMITS, perUser } from "../../platform/limits";
import { servePublic } from "../../platform/serve-public";

export async function seriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { series } = app.services;
  const changing = perUser(LIMITS.seriesChangesPerUser, app.ctx.config.RATE_LIMIT_MULTIPLIER);

  app.get("/series/:slug", { schema: { params: seriesSlugParam } }, async (request, reply) =>
    servePublic(request, reply, async (viewerId) => ({
      body: ok(await series.bySlug(viewerId, request.params.slug)),
    })),
  );

  app.get("/me/series", async (request) => {
    const { userId } = await requireUser(request);
    return ok(await series.mine(userId));
  });

  app.post("/series", { schema: { body: createSeriesBody }, config: changing }, async (request, reply) => {
    const { userId } = await requireUser(request);
    return reply.status(201).send(ok(await series.create(userId, request.body)));
  });

  app.put(
    "/series/:id",
    { schema: { params: idParam, body: updateSeriesBody }, config: changing },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await series.update(userId, request.params.id, request.body));
    },
  );

  app.put(
    "/posts/:id/series",
    { schema: { params: idParam, body: placeInSeriesBody }, config: changing },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await series.place(userId, request.params.id, request.body));
    },
  );

  app.delete("/series/:id", { schema: { params: idParam }, config: changing }, async (request) => {
    const { userId } = await requireUser(request);
    await series.remove(userId, request.params.id);
    return ok({ id: request.params.id, deleted: true });
  });
}
