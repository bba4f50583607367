// POST /api/v1/realtime/auth: pusher-js asks here (form-encoded socket_id and channel_name, bearer token)
// before joining a private channel; the answer is the bare `{ auth }` pusher-js expects, not an envelope.
import { channelAuthBody } from "@inkwell/contract";
import type { ChannelAuthResponse } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import { acceptFormBodies } from "../../platform/form-body";
import { LIMITS, perAddress } from "../../platform/limits";

export async function realtimeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  acceptFormBodies(app);
  const limit = perAddress(LIMITS.channelAuthorizationsPerAddress, app.ctx.config.RATE_LIMIT_MULTIPLIER);

  app.post(
    "/realtime/auth",
    { schema: { body: channelAuthBody }, config: limit },
    async (request): Promise<ChannelAuthResponse> => {
      const { userId } = await requireUser(request);
      return app.realtime.authorizeChannel(userId, request.body.socket_id, request.body.channel_name);
    },
  );
}
