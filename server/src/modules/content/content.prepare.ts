// A post body on its way to being stored: short ones are prepared where they arrive, long ones on a worker
// thread (platform/work-pool.ts), so a member's half-megabyte post costs readers nothing. The editor's
// posts and imported ones come through here; the demo seed, trusted and short, calls prepareBody itself.
import { CONTENT_DEPTH_MAX } from "@inkwell/contract";
import type { AppContext } from "../../platform/context";
import { AppError } from "../../platform/errors";
import { WorkFailed, workerModule } from "../../platform/work-pool";
import { prepareBody } from "./content.html";
import type { PreparedBody } from "./content.html";

/** Bodies up to this many characters are prepared inline: a few milliseconds at most. */
const INLINE_MAX = 16 * 1024;
/** A body takes well under a second on a worker; far more means it is built to be slow. */
const BODY_TIME_BUDGET_MS = 10_000;

const prepareOnWorker = workerModule(import.meta.url, "./content.html").task<typeof prepareBody>(
  "prepareBody",
);

const contentError = (code: string, message: string) =>
  new AppError(code, code === "VALIDATION_ERROR" ? 400 : 422, message, { content: message });

/** `html` prepared on the context's request pool; links to its PUBLIC_URL are the site's own. */
export async function preparedBody(
  { work, config }: Pick<AppContext, "work" | "config">,
  html: string,
): Promise<PreparedBody> {
  const input = { html, siteUrl: config.PUBLIC_URL };
  let prepared: PreparedBody | "too-deep";
  try {
    prepared =
      html.length <= INLINE_MAX
        ? prepareBody(input)
        : await work.requests.run(prepareOnWorker, input, BODY_TIME_BUDGET_MS);
  } catch (error) {
    if (!(error instanceof WorkFailed) || error.reason === "failed") throw error;
    if (error.reason === "busy") {
      throw new AppError("SERVER_BUSY", 503, "The server is busy; try again in a few seconds", undefined, {
        "retry-after": "5",
      });
    }
    throw contentError(
      "CONTENT_TOO_COMPLEX",
      "This content takes too long to process; simplify it and try again",
    );
  }
  if (prepared === "too-deep") {
    throw contentError(
      "VALIDATION_ERROR",
      `Content nests elements more than ${CONTENT_DEPTH_MAX} levels deep`,
    );
  }
  return prepared;
}
