// HTTP surface of /api/v1/notifications (spec §7.5), and the signed unsubscribe links of notification mails.
import { idParam, notificationUnsubscribeQuery, notificationsQuery } from "@inkwell/contract";
import type { NotificationList, NotificationUnsubscribe } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../platform/auth";
import { ok, paged } from "../../platform/http";
import { acceptFormBodies } from "../../platform/form-body";
import { changesNothing, changesOwn, servePublic } from "../../platform/serve-public";

/** Mail clients post `List-Unsubscribe=One-Click` (RFC 8058); the page's button posts nothing. */
const oneClickBody = z.object({ "List-Unsubscribe": z.string().max(50).optional() }).optional();

/** A browser that opened the mail's link gets a page; a client asking for JSON its answer. */
const wantsPage = (accept: string | undefined) => /\btext\/html\b/.test(accept ?? "");

export async function notificationsRoutes(fastify: FastifyInstance) {
  acceptFormBodies(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.notifications;
  const mails = app.services.notificationMails;

  // No sign-in: the signed token is the proof. GET only asks (link scanners open links), POST turns it off.
  app.get(
    "/notifications/unsubscribe",
    { schema: { querystring: notificationUnsubscribeQuery } },
    async (request, reply) => {
      const state = await mails.unsubscribeState(request.query.token);
      reply.header("cache-control", "no-store");
      if (wantsPage(request.headers.accept)) {
        return reply.type("text/html; charset=utf-8").send(mails.page(state, request.query.token));
      }
      return ok<NotificationUnsubscribe>({ kind: state.kind, unsubscribed: state.unsubscribed });
    },
  );

  app.post(
    "/notifications/unsubscribe",
    { schema: { querystring: notificationUnsubscribeQuery, body: oneClickBody }, config: changesNothing },
    async (request, reply) => {
      const state = await mails.unsubscribe(request.query.token);
      if (wantsPage(request.headers.accept)) {
        return reply.type("text/html; charset=utf-8").send(mails.page(state, request.query.token));
      }
      return ok<NotificationUnsubscribe>({ kind: state.kind, unsubscribed: true });
    },
  );

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
