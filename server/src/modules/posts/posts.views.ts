// Views counted from cached responses are buffered and written once a second in one statement.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

export class ViewBuffer {
  private pending = new Map<string, { postId: number; viewerKey: string }>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
  ) {}

  add(postId: number, viewerKey: string) {
    this.pending.set(`${postId}|${viewerKey}`, { postId, viewerKey });
    this.timer ??= setTimeout(() => void this.flush().catch(this.onError), 1000);
  }

  async flush() {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.pending.size) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    const values = sql.join(
      batch.map((v) => sql`(${v.postId}::int, ${v.viewerKey}::text)`),
      sql`, `,
    );
    await this.db.execute(sql`
      with inserted as (
        insert into post_views (post_id, viewer_key, day)
        select v.post_id, v.viewer_key, current_date from (values ${values}) as v(post_id, viewer_key)
        -- A post deleted since it was viewed has nothing left to count views on.
        join posts on posts.id = v.post_id
        on conflict do nothing returning post_id
      ), counts as (select post_id, count(*)::int as n from inserted group by post_id)
      update posts set views_count = views_count + counts.n from counts where posts.id = counts.post_id`);
  }
}
