// The notification mails' background work: every so often (at most every 30 s, sooner when the delay is
// shorter, as in the journeys) each process queues the batches that are due; the claim lets only one take each.
import type { FastifyInstance } from "fastify";

const AT_MOST_EVERY_MS = 30_000;

export function registerNotificationsJobs(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    const every = Math.min(AT_MOST_EVERY_MS, app.ctx.config.NOTIFICATION_MAIL_DELAY_SECONDS * 500);
    timer = setInterval(() => {
      app.services.notificationMails
        .sendDue()
        .catch((err: unknown) => app.log.error({ err }, "queueing notification mails failed"));
    }, every);
    timer.unref();
  });
  app.addHook("preClose", async () => clearInterval(timer));
}
