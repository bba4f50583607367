// Mounts every module's routes under /api/v1; anything else under the prefix is a 404 envelope.
import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth";
import { assistantRoutes } from "./assistant";
import { commentsRoutes } from "./comments";
import { configRoutes } from "./config";
import { contactRoutes } from "./contact";
import { exportsRoutes } from "./exports";
import { importsRoutes } from "./imports";
import { messagesRoutes } from "./messages";
import { newsletterRoutes } from "./newsletter";
import { moderationRoutes } from "./moderation";
import { notificationsRoutes } from "./notifications";
import { pagesRoutes } from "./pages";
import { postsRoutes } from "./posts";
import { profilesRoutes } from "./profiles";
import { readingRoutes } from "./reading";
import { siteRoutes } from "./site";
import { socialRoutes } from "./social";
import { statsRoutes } from "./stats";
import { tagsRoutes } from "./tags";
import { topicsRoutes } from "./topics";
import { uploadsRoutes } from "./uploads";
import { realtimeRoutes } from "./realtime";

export async function apiRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(configRoutes);
  await app.register(siteRoutes);
  await app.register(realtimeRoutes);
  await app.register(postsRoutes);
  await app.register(topicsRoutes);
  await app.register(tagsRoutes);
  await app.register(uploadsRoutes);
  await app.register(commentsRoutes);
  await app.register(profilesRoutes);
  await app.register(socialRoutes);
  await app.register(readingRoutes);
  await app.register(notificationsRoutes);
  await app.register(assistantRoutes);
  await app.register(messagesRoutes);
  await app.register(importsRoutes);
  await app.register(exportsRoutes);
  await app.register(newsletterRoutes);
  await app.register(statsRoutes);
  await app.register(moderationRoutes);
  await app.register(contactRoutes);
  await app.register(pagesRoutes);
}
