// HTTP surface of following, blocking and muting: /profiles/{username}/follow|unfollow|block|unblock|mute|
// unmute, /profiles/{username}/followers|following, /profiles/me/blocked and /profiles/me/mutes.
import { peopleQuery, usernameParam } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser, viewerOf } from "../../platform/auth";
import { ok, paged } from "../../platform/http";
import { changesOwn } from "../../platform/serve-public";

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

  app.get("/profiles/me/blocked", async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.blocked(userId));
  });

  app.post("/profiles/:username/follow", { schema: { params: usernameParam } }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.follow(userId, request.params.username));
  });

  app.delete("/profiles/:username/unfollow", { schema: { params: usernameParam } }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.unfollow(userId, request.params.username));
  });

  app.post("/profiles/:username/block", { schema: { params: usernameParam } }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.block(userId, request.params.username));
  });

  app.delete("/profiles/:username/unblock", { schema: { params: usernameParam } }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.unblock(userId, request.params.username));
  });

  app.get("/profiles/me/mutes", async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.muted(userId));
  });

  // Muting changes which posts and notifications the member's own lists show, and nobody else's.
  app.post(
    "/profiles/:username/mute",
    { schema: { params: usernameParam }, config: changesOwn("posts", "notifications") },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await service.mute(userId, request.params.username));
    },
  );

  app.delete(
    "/profiles/:username/unmute",
    { schema: { params: usernameParam }, config: changesOwn("posts", "notifications") },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await service.unmute(userId, request.params.username));
    },
  );
}
