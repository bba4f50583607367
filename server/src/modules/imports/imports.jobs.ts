// The imports module's background work: jobs left queued, or running in a process that stopped, are picked
// up at start and every few seconds; on close the running job goes back to the queue between two posts.
import type { FastifyInstance } from "fastify";

const LOOK_EVERY_MS = 10_000;

export function registerImportsJobs(app: FastifyInstance) {
  const { imports } = app.services;
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    imports.kick();
    timer = setInterval(() => imports.kick(), LOOK_EVERY_MS);
    timer.unref();
  });
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await imports.stop();
  });
}
