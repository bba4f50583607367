// /api/v1/newsletter: subscribing to a writer, confirming, preferences and one-click unsubscribe (signed
// links, no account needed), a writer's settings and subscriber list, a member's weekly digest.
import multipart from "@fastify/multipart";
import {
  SUBSCRIBERS_CSV_MAX_BYTES,
  digestBody,
  newsletterTokenBody,
  newsletterTokenQuery,
  preferencesBody,
  subscribeBody,
  subscribeParams,
} from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser, viewerOf } from "../../platform/auth";
import { acceptFormBodies } from "../../platform/form-body";
import { ok } from "../../platform/http";
import { browserLanguage } from "../../platform/language";
import { LIMITS, perAddress } from "../../platform/limits";
import { readFormFile } from "../../platform/multipart";
import { changesNothing } from "../../platform/serve-public";

/** Mail clients post `List-Unsubscribe=One-Click` (RFC 8058); the token is in the address. */
const oneClickBody = z.object({ "List-Unsubscribe": z.string().max(50).optional() }).optional();
/** Nothing cached changes when subscriptions do. */

export async function newsletterRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart, {
    limits: { fileSize: SUBSCRIBERS_CSV_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: false,
  });
  acceptFormBodies(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.newsletter;
  const multiplier = app.ctx.config.RATE_LIMIT_MULTIPLIER;

  app.post(
    "/newsletter/:username/subscribe",
    {
      schema: { params: subscribeParams, body: subscribeBody },
      config: { ...perAddress(LIMITS.subscriptionsPerAddress, multiplier), ...changesNothing },
    },
    async (request) => {
      const viewerId = (await viewerOf(request))?.userId ?? null;
      const client = { language: browserLanguage(request) };
      return ok(await service.subscribeTo(request.params.username, request.body.email, viewerId, client));
    },
  );

  app.post(
    "/newsletter/confirm",
    { schema: { body: newsletterTokenBody }, config: changesNothing },
    async (request) => ok(await service.confirm(request.body.token)),
  );

  app.get("/newsletter/preferences", { schema: { querystring: newsletterTokenQuery } }, async (request) =>
    ok(await service.preferences(request.query.token)),
  );

  app.put(
    "/newsletter/preferences",
    { schema: { body: preferencesBody }, config: changesNothing },
    async (request) => ok(await service.updatePreferences(request.body.token, request.body.authors)),
  );

  app.post(
    "/newsletter/unsubscribe",
    { schema: { querystring: newsletterTokenQuery, body: oneClickBody }, config: changesNothing },
    async (request) => ok(await service.unsubscribe(request.query.token)),
  );

  app.get("/newsletter/settings", async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.settings(userId));
  });

  app.put("/newsletter/digest", { schema: { body: digestBody }, config: changesNothing }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.setDigest(userId, request.body.weeklyDigest));
  });

  app.get("/newsletter/subscribers", async (request, reply) => {
    const { userId } = await requireUser(request);
    const csv = await service.subscribersCsv(userId);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="subscribers.csv"')
      .header("cache-control", "no-store")
      .send(csv);
  });

  app.post("/newsletter/subscribers", { config: changesNothing }, async (request) => {
    const { userId } = await requireUser(request);
    const file = await readFormFile(request, {
      field: "file",
      noun: "file",
      maxBytes: SUBSCRIBERS_CSV_MAX_BYTES,
    });
    return ok(await service.importSubscribers(userId, file.data));
  });
}
