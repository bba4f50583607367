// Mounts every module's routes under /api/v1; anything else under the prefix is a 404 envelope.
import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth/auth.routes";
import { configRoutes } from "./config/config.routes";

export async function apiRoutes(app: FastifyInstance) {
  await app.register(authRoutes, { prefix: "/auth" });
  await app.register(configRoutes);
}
