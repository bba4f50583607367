// The posts module's background work: every 30 s one process flips due scheduled posts to published
// (readers already see them from their time on; a sanctioned author's wait for the sanction to end), posts
// stored before posts had a language get one once the app is up, so do bodies stored before today's
// preparation (highlighted code, heading ids: posts.bodies.ts), and buffered views are written before the
// app closes.
import type { FastifyInstance } from "fastify";
import { prepareOlderBodies } from "./posts.bodies";

const PUBLISH_DUE_EVERY_MS = 30_000;

export function registerPostsJobs(app: FastifyInstance) {
  const { posts, publishing } = app.services;
  let timer: NodeJS.Timeout | undefined;
  const tick = () =>
    publishing.publishDue().catch((err: unknown) => app.log.error({ err }, "publishing due posts failed"));
  app.addHook("onReady", async () => {
    void publishing
      .judgeMissingLanguages()
      .then((judged) => {
        if (judged) app.log.info({ judged }, "judged the language of posts stored without one");
      })
      .catch((err: unknown) => app.log.error({ err }, "judging the language of posts failed"));
    void prepareOlderBodies(app.ctx)
      .then((rewritten) => {
        if (rewritten) app.log.info({ rewritten }, "prepared again the bodies stored in an older format");
      })
      .catch((err: unknown) => app.log.error({ err }, "preparing older bodies again failed"));
    await tick();
    timer = setInterval(() => void tick(), PUBLISH_DUE_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await posts.flushViews();
  });
}
