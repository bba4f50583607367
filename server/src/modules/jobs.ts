// Background work of the modules, started when the app is ready and stopped when it closes.
import type { FastifyInstance } from "fastify";
import { registerImportsJobs } from "./imports";
import { registerNewsletterJobs } from "./newsletter";
import { registerPostsJobs } from "./posts";

export function registerJobs(app: FastifyInstance) {
  registerPostsJobs(app);
  registerImportsJobs(app);
  registerNewsletterJobs(app);
}
