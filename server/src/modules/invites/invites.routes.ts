// HTTP surface of /api/v1/admin/invites: administrators make, list and withdraw invitations.
import { createInviteBody, idParam, invitesQuery } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import { ok, paged } from "../../platform/http";
import { LIMITS, perUser } from "../../platform/limits";

export async function invitesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { invites } = app.services;
  const changing = perUser(LIMITS.inviteChangesPerUser, app.ctx.config.RATE_LIMIT_MULTIPLIER);

  app.post(
    "/admin/invites",
    { schema: { body: createInviteBody }, config: changing },
    async (request, reply) => {
      const { userId } = await requireUser(request);
      return reply.status(201).send(ok(await invites.create(userId, request.body)));
    },
  );

  app.get("/admin/invites", { schema: { querystring: invitesQuery } }, async (request) => {
    const { userId } = await requireUser(request);
    const { items, total } = await invites.list(userId, request.query);
    return paged(items, total, request.query);
  });

  app.delete("/admin/invites/:id", { schema: { params: idParam }, config: changing }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await invites.revoke(userId, request.params.id));
  });
}
