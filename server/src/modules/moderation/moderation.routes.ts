// HTTP surface of trust and safety: reports (anyone signed in), the moderation queue, sanctions, direct
// moderation of posts and comments and the audit log (/moderation, staff), and the admin console's reads and
// changes (/admin: roles for administrators, the rest for staff). Every write here clears every cached
// read, so hidden or removed content disappears at once.
import {
  adminPostsQuery,
  adminUsersQuery,
  banBody,
  blocklistBody,
  contentActionBody,
  createReportBody,
  featuredBody,
  idParam,
  paginationQuery,
  reportsQuery,
  resolveReportBody,
  roleBody,
  suspendBody,
  topicMergeBody,
  topicRenameBody,
} from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import { ok, paged } from "../../platform/http";
import { LIMITS, perUser } from "../../platform/limits";

export async function moderationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { moderation, sanctions, admin } = app.services;
  const reporting = perUser(LIMITS.reportsPerUser, app.ctx.config.RATE_LIMIT_MULTIPLIER);

  app.post("/reports", { schema: { body: createReportBody }, config: reporting }, async (request, reply) => {
    const { userId } = await requireUser(request);
    const { report, created } = await moderation.report(userId, request.body);
    return reply.status(created ? 201 : 200).send(ok(report));
  });

  app.get("/moderation/reports", { schema: { querystring: reportsQuery } }, async (request) => {
    const { userId } = await requireUser(request);
    const { items, total } = await moderation.queue(userId, request.query.status, request.query);
    return paged(items, total, request.query);
  });

  app.post(
    "/moderation/reports/:id/resolve",
    { schema: { params: idParam, body: resolveReportBody } },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await moderation.resolve(userId, request.params.id, request.body));
    },
  );

  for (const targetType of ["post", "comment"] as const) {
    app.post(
      `/moderation/${targetType}s/:id/moderate`,
      { schema: { params: idParam, body: contentActionBody } },
      async (request) => {
        const { userId } = await requireUser(request);
        const { action, note } = request.body;
        return ok(await moderation.act(userId, targetType, request.params.id, action, note));
      },
    );
  }

  app.post(
    "/moderation/users/:id/suspend",
    { schema: { params: idParam, body: suspendBody } },
    async (request) => {
      const { userId } = await requireUser(request);
      const { until, reason } = request.body;
      return ok(await sanctions.suspend(userId, request.params.id, new Date(until), reason));
    },
  );

  app.post("/moderation/users/:id/ban", { schema: { params: idParam, body: banBody } }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await sanctions.ban(userId, request.params.id, request.body.reason));
  });

  app.post("/moderation/users/:id/unban", { schema: { params: idParam } }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await sanctions.unban(userId, request.params.id));
  });

  app.get("/moderation/log", { schema: { querystring: paginationQuery } }, async (request) => {
    const { userId } = await requireUser(request);
    const { items, total } = await admin.log(userId, request.query);
    return paged(items, total, request.query);
  });

  app.put("/admin/users/:id/role", { schema: { params: idParam, body: roleBody } }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await admin.setRole(userId, request.params.id, request.body.role));
  });

  app.put(
    "/admin/posts/:id/featured",
    { schema: { params: idParam, body: featuredBody } },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await admin.setFeatured(userId, request.params.id, request.body.featured));
    },
  );

  app.get("/admin/stats", async (request) => {
    const { userId } = await requireUser(request);
    return ok(await admin.dashboard(userId));
  });

  app.get("/admin/users", { schema: { querystring: adminUsersQuery } }, async (request) => {
    const { userId } = await requireUser(request);
    const { items, total } = await admin.accounts(userId, request.query);
    return paged(items, total, request.query);
  });

  app.get(
    "/admin/users/:id",
    { schema: { params: idParam, querystring: paginationQuery } },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await admin.accountWithContent(userId, request.params.id, request.query));
    },
  );

  app.get("/admin/posts", { schema: { querystring: adminPostsQuery } }, async (request) => {
    const { userId } = await requireUser(request);
    const { items, total } = await admin.posts(userId, request.query);
    return paged(items, total, request.query);
  });

  app.get("/admin/topics", async (request) => {
    const { userId } = await requireUser(request);
    return ok(await admin.topics(userId));
  });

  app.patch("/admin/topics/:id", { schema: { params: idParam, body: topicRenameBody } }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await admin.renameTopic(userId, request.params.id, request.body.name));
  });

  app.post(
    "/admin/topics/:id/merge",
    { schema: { params: idParam, body: topicMergeBody } },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await admin.mergeTopic(userId, request.params.id, request.body.into));
    },
  );

  app.delete("/admin/topics/:id", { schema: { params: idParam } }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await admin.deleteTopic(userId, request.params.id));
  });

  app.get("/admin/blocklist", async (request) => {
    const { userId } = await requireUser(request);
    return ok(await admin.blocklist(userId));
  });

  app.put("/admin/blocklist", { schema: { body: blocklistBody } }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await admin.saveBlocklist(userId, request.body.entries));
  });
}
