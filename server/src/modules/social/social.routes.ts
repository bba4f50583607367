// HTTP surface of following lists, muting and the reading list: /profiles/{username}/followers|following,
// /profiles/{username}/mute|unmute, /profiles/me/mutes, /posts/{id or slug}/progress and /posts/reading.
import {
  paginationQuery,
  peopleQuery,
  postRefParam,
  readingProgressBody,
  usernameParam,
} from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser, viewerOf } from "../../platform/auth";
import { ok, paged } from "../../platform/http";
import { changesNothing, changesOwn } from "../../platform/serve-public";

export async function socialRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.social;

  for (const side of ["followers", "following"] as const) {
    app.get(
      `/profiles/:username/${side}`,
      { schema: { params: usernameParam, querystring: peopleQuery } },
      async (request) => {
        const viewerId = (await viewerOf(request))?.userId ?? null;
        const { items, total } = await service.people(viewerId, request.params.username, side, request.query);
        return paged(items, total, request.query);
      },
    );
  }

  app.get("/profiles/me/mutes", async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.muted(userId));
  });

  // Muting changes which posts the member's own lists show, and nobody else's.
  app.post(
    "/profiles/:username/mute",
    { schema: { params: usernameParam }, config: changesOwn("posts") },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await service.mute(userId, request.params.username));
    },
  );

  app.delete(
    "/profiles/:username/unmute",
    { schema: { params: usernameParam }, config: changesOwn("posts") },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await service.unmute(userId, request.params.username));
    },
  );

  app.get("/posts/reading", { schema: { querystring: paginationQuery } }, async (request) => {
    const { userId } = await requireUser(request);
    const { items, total } = await service.reading(userId, request.query);
    return paged(items, total, request.query);
  });

  app.get("/posts/:id/progress", { schema: { params: postRefParam } }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.progress(userId, request.params.id));
  });

  // A reading position is nothing any cached answer shows.
  app.put(
    "/posts/:id/progress",
    { schema: { params: postRefParam, body: readingProgressBody }, config: changesNothing },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await service.saveProgress(userId, request.params.id, request.body.progress));
    },
  );
}
