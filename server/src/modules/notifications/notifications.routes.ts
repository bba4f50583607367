// HTTP surface of /api/v1/notifications (spec §7.5).
import { idParam, notificationsQuery } from "@inkwell/contract";
import type { NotificationList } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import { ok, paged } from "../../platform/http";
import { changesOwn, servePublic } from "../../platform/serve-public";

export async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.notifications;

  app.get("/notifications", { schema: { querystring: notificationsQuery } }, async (request, reply) => {
    const { userId } = await requireUser(request);
    // Cached per member: new notifications are announced over realtime, which clears the cache first.
    return servePublic(
      request,
      reply,
      async () => {
        const { page, limit, unread } = request.query;
        const {
          items,
          total,
          unread: unreadCount,
        } = await service.list(userId, unread === "true", { page, limit });
        const list = paged(items, total, { page, limit });
        const body: NotificationList = { data: list.data, meta: { ...list.meta, unreadCount } };
        return { body };
      },
      "notifications",
    );
  });

  app.post("/notifications/mark-all-as-read", { config: changesOwn("notifications") }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.markAllRead(userId));
  });

  app.post(
    "/notifications/:id/mark-as-read",
    { schema: { params: idParam }, config: changesOwn("notifications") },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await service.markRead(userId, request.params.id));
    },
  );

  app.delete(
    "/notifications/:id",
    { schema: { params: idParam }, config: changesOwn("notifications") },
    async (request) => {
      const { userId } = await requireUser(request);
      await service.remove(userId, request.params.id);
      return ok({ id: request.params.id, deleted: true });
    },
  );
}
