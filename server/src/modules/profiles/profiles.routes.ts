// HTTP surface of /api/v1/profiles (spec §7.3): profile pages, editing, follows, blocks, account deletion and
// export; and /api/v1/me/preferences, the member's own settings.
import {
  deleteAccountBody,
  memberPreferencesBody,
  idParam,
  paginationQuery,
  profileCreateBody,
  profileUpdateBody,
  siteFileStem,
  usernameParam,
} from "@inkwell/contract";
import type { ProfilePage } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser, viewerOf } from "../../platform/auth";
import { ok, paged } from "../../platform/http";

export async function profilesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.profiles;

  app.post("/profiles", { schema: { body: profileCreateBody } }, async (request, reply) => {
    const { userId } = await requireUser(request);
    return reply.status(201).send(ok(await service.create(userId, request.body)));
  });

  app.get("/me/preferences", async (request, reply) => {
    const { userId } = await requireUser(request);
    return reply.header("cache-control", "no-store").send(ok(await service.preferences(userId)));
  });

  app.put("/me/preferences", { schema: { body: memberPreferencesBody } }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.setPreferences(userId, request.body));
  });

  app.get("/profiles/me/export", async (request, reply) => {
    const { userId } = await requireUser(request);
    const data = await service.export(userId);
    return reply
      .header(
        "content-disposition",
        `attachment; filename="${siteFileStem(app.ctx.site.current())}-${data.profile.username}.json"`,
      )
      .header("cache-control", "no-store")
      .send(ok(data));
  });

  app.get(
    "/profiles/:username",
    { schema: { params: usernameParam, querystring: paginationQuery } },
    async (request) => {
      const viewer = await viewerOf(request);
      const { profile, posts } = await service.profile(
        viewer?.userId ?? null,
        request.params.username,
        request.query,
      );
      const body: ProfilePage = { data: profile, posts: paged(posts.items, posts.total, request.query) };
      return body;
    },
  );

  app.get("/profiles/:username/edit", { schema: { params: usernameParam } }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.forEditing(userId, request.params.username));
  });

  app.put("/profiles/:id/edit", { schema: { params: idParam, body: profileUpdateBody } }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.update(userId, request.params.id, request.body));
  });

  app.delete("/profiles/:id", { schema: { params: idParam, body: deleteAccountBody } }, async (request) => {
    const { userId } = await requireUser(request);
    await service.deleteAccount(userId, request.params.id, request.body.password);
    return ok({ id: request.params.id, deleted: true });
  });
}
