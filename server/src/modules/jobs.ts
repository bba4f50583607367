// Background work of the modules, started when the app is ready and stopped when it closes.
import type { FastifyInstance } from "fastify";
import { registerImportsJobs } from "./imports";
import { registerNewsletterJobs } from "./newsletter";
import { registerNotificationsJobs } from "./notifications";
import { registerPostsJobs } from "./posts";

/** How often the embedded database is vacuumed and analysed (PostgreSQL's autovacuum does its own). */
const MAINTAIN_EMBEDDED_DATABASE_EVERY_MS = 10 * 60_000;

function registerDatabaseMaintenance(app: FastifyInstance) {
  const { database } = app.ctx;
  if (database.driver !== "pglite") return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      database.maintain().catch((err: unknown) => app.log.error({ err }, "database maintenance failed"));
    }, MAINTAIN_EMBEDDED_DATABASE_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}

export function registerJobs(app: FastifyInstance) {
  registerDatabaseMaintenance(app);
  registerPostsJobs(app);
  registerImportsJobs(app);
  registerNewsletterJobs(app);
  registerNotificationsJobs(app);
}
