// Pushes every new notification to its owner's private channel as `new-notification` (spec §7.5).
import { channels, realtimeEvents } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import { onNotificationCreated } from "./notifications.service";

export async function liveNotifications(app: FastifyInstance) {
  const stop = onNotificationCreated(app.ctx, (userId, notification) => {
    app.realtime
      .trigger(channels.notifications(userId), realtimeEvents.newNotification, notification)
      .catch((err: unknown) => app.log.error({ err }, "pushing a notification failed"));
  });
  app.addHook("onClose", async () => stop());
}
