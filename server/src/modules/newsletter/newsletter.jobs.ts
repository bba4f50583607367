// The newsletter's background work: the mail queue is drained every few seconds (what a crashed process
// left is sent too), and each hour the week's digests are queued for those who have none yet.
import type { FastifyInstance } from "fastify";

const DRAIN_EVERY_MS = 5_000;
const DIGESTS_EVERY_MS = 60 * 60_000;

export function registerNewsletterJobs(app: FastifyInstance) {
  const { newsletter } = app.services;
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, task: () => Promise<unknown>, what: string) => {
    const run = () => void task().catch((err: unknown) => app.log.error({ err }, `${what} failed`));
    run();
    const timer = setInterval(run, ms);
    timer.unref();
    timers.push(timer);
  };
  app.addHook("onReady", async () => {
    every(DRAIN_EVERY_MS, () => newsletter.queue.drain(), "sending queued mail");
    every(DIGESTS_EVERY_MS, () => newsletter.queueDigests(), "queueing digests");
  });
  app.addHook("preClose", async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
