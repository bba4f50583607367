// The newsletter module's public face: subscriptions by email, mailed posts and digests through the queue.
export { NewsletterService } from "./newsletter.service";
export { newsletterRoutes } from "./newsletter.routes";
export { registerNewsletterJobs } from "./newsletter.jobs";
