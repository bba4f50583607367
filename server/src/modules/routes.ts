// Mounts every module's routes under /api/v1; anything else under the prefix is a 404 envelope.
import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth/auth.routes";
import { assistantRoutes } from "./assistant/assistant.routes";
import { commentsRoutes } from "./comments/comments.routes";
import { configRoutes } from "./config/config.routes";
import { messagesRoutes } from "./messages/messages.routes";
import { notificationsRoutes } from "./notifications/notifications.routes";
import { postsRoutes } from "./posts/posts.routes";
import { profilesRoutes } from "./profiles/profiles.routes";
import { topicsRoutes } from "./topics/topics.routes";
import { uploadsRoutes } from "./uploads/uploads.routes";
import { realtimeRoutes } from "./realtime/realtime.routes";

export async function apiRoutes(app: FastifyInstance) {
  await app.register(authRoutes, { prefix: "/auth" });
  await app.register(configRoutes);
  await app.register(realtimeRoutes);
  await app.register(postsRoutes, { prefix: "/posts" });
  await app.register(topicsRoutes, { prefix: "/topics" });
  await app.register(uploadsRoutes);
  await app.register(commentsRoutes);
  await app.register(profilesRoutes, { prefix: "/profiles" });
  await app.register(notificationsRoutes, { prefix: "/notifications" });
  await app.register(assistantRoutes);
  await app.register(messagesRoutes);
}
