// POST /api/v1/realtime/auth: pusher-js asks here (form-encoded socket_id and channel_name, bearer token)
// before joining a private channel; the answer is the bare `{ auth }` pusher-js expects, not an envelope.
import { channelAuthBody } from "@inkwell/contract";
import type { ChannelAuthResponse } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import { acceptFormBodies } from "../../platform/form-body";
import { scaled } from "../../platform/limits";

/** pusher-js authorises every private channel again on each reconnect. */
const AUTHORIZATIONS_PER_ADDRESS = { max: 120, windowMs: 60_000 };

export async function realtimeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  acceptFormBodies(app);
  const { max, windowMs } = scaled(AUTHORIZATIONS_PER_ADDRESS, app.ctx.config.RATE_LIMIT_MULTIPLIER);

  app.post(
    "/realtime/auth",
    { schema: { body: channelAuthBody }, config: { rateLimit: { max, timeWindow: windowMs } } },
    async (request): Promise<ChannelAuthResponse> => {
      const { userId } = await requireUser(request);
      return app.realtime.authorizeChannel(userId, request.body.socket_id, request.body.channel_name);
    },
  );
}
