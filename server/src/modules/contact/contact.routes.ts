// HTTP surface of the contact page: POST /contact (anyone, limited per address) and the administrators'
// GET /admin/contact-messages and POST /admin/contact-messages/:id/handled.
import { contactBody, contactMessagesQuery, idParam } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser, viewerOf } from "../../platform/auth";
import { ok, paged } from "../../platform/http";
import { browserLanguage } from "../../platform/language";
import { LIMITS, perAddress } from "../../platform/limits";
import { changesNothing } from "../../platform/serve-public";

export async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { contact } = app.services;
  const sending = perAddress(LIMITS.contactMessagesPerAddress, app.ctx.config.RATE_LIMIT_MULTIPLIER);
  // Contact messages are in no cached answer: sending or handling one clears nothing.

  app.post(
    "/contact",
    { schema: { body: contactBody }, config: { ...sending, ...changesNothing } },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const receipt = await contact.send(viewer?.userId, request.body, {
        language: browserLanguage(request),
      });
      return reply.status(201).send(ok(receipt));
    },
  );

  app.get("/admin/contact-messages", { schema: { querystring: contactMessagesQuery } }, async (request) => {
    const { userId } = await requireUser(request);
    const { items, total } = await contact.list(userId, request.query);
    return paged(items, total, request.query);
  });

  app.post(
    "/admin/contact-messages/:id/handled",
    { schema: { params: idParam }, config: changesNothing },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await contact.markHandled(userId, request.params.id));
    },
  );
}
