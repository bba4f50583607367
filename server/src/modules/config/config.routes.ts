// GET /api/v1/config: public settings the browser reads at run time instead of baking them into the bundle.
import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http";

export async function configRoutes(app: FastifyInstance) {
  app.get("/config", async () => {
    const { config } = app.ctx;
    return ok({
      appName: app.ctx.site.current().title,
      publicUrl: config.PUBLIC_URL,
      googleClientId: config.GOOGLE_CLIENT_ID || null,
      supportEmail: config.SUPPORT_EMAIL,
      realtime: app.realtime.clientConfig(),
    });
  });
}
