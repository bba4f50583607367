// Form-encoded bodies (`application/x-www-form-urlencoded`) as plain objects, for the routes whose callers
// send forms: pusher-js authorising a channel, a mail client's one-click unsubscribe.
import type { FastifyInstance } from "fastify";

const FORM = "application/x-www-form-urlencoded";

export function acceptFormBodies(app: FastifyInstance) {
  if (app.hasContentTypeParser(FORM)) return;
  app.addContentTypeParser(FORM, { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
