// Stored bodies brought up to today's preparation (docs/decisions.md, "The post body content model"): when
// prepareBody starts storing more (highlighted code and heading ids came with BODY_FORMAT 1), the posts saved
// before are prepared again once the app is up, a batch at a time in id order. Safe on any number of
// processes at once and on every start: a body is written only while it is still of an older format, and
// preparing it gives the same content wherever it runs; a save meanwhile stores the new format itself.
import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { posts } from "../../db/schema";
import type { AppContext } from "../../platform/context";
import { AppError } from "../../platform/errors";
import { BODY_FORMAT, preparedBody } from "../content";

const BATCH = 50;

type Context = Pick<AppContext, "db" | "work" | "config" | "publicCache">;

/** The body prepared today, or as stored when it cannot be any more (nested too deep, too slow). */
async function preparedOrKept(ctx: Context, content: string): Promise<string> {
  for (;;) {
    try {
      return (await preparedBody(ctx, content)).content;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code !== "SERVER_BUSY") return content;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

function olderBodies(db: Db, afterId: number, limit: number) {
  return db
    .select({ id: posts.id, content: posts.content })
    .from(posts)
    .where(and(lt(posts.bodyFormat, BODY_FORMAT), gt(posts.id, afterId)))
    .orderBy(asc(posts.id))
    .limit(limit);
}

/** Prepares again every body stored in an older format; how many it rewrote. */
export async function prepareOlderBodies(ctx: Context): Promise<number> {
  let rewritten = 0;
  let afterId = 0;
  for (;;) {
    const rows = await olderBodies(ctx.db, afterId, BATCH);
    for (const row of rows) {
      afterId = row.id;
      const content = await preparedOrKept(ctx, row.content);
      const updated = await ctx.db
        .update(posts)
        .set({ content, bodyFormat: BODY_FORMAT })
        .where(and(eq(posts.id, row.id), lt(posts.bodyFormat, BODY_FORMAT)))
        .returning({ id: posts.id });
      if (updated.length && content !== row.content) rewritten += 1;
    }
    if (rows.length < BATCH) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (rewritten) ctx.publicCache.clear();
  return rewritten;
}
