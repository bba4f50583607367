// SQL for the audit log: appending an entry and reading pages of it. Nothing here updates or deletes.
import { count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { moderationLog, users } from "../../db/schema";
import { offsetOf } from "../../platform/http";
import type { PageRequest } from "../../platform/http";

export type AuditInsert = typeof moderationLog.$inferInsert;

export async function append(db: Db, entry: AuditInsert) {
  await db.insert(moderationLog).values(entry);
}

export async function page(db: Db, request: PageRequest) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: moderationLog,
        actor: { id: users.id, name: users.name, username: users.username, avatar: users.avatar },
      })
      .from(moderationLog)
      .leftJoin(users, eq(users.id, moderationLog.actorId))
      .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
      .limit(request.limit)
      .offset(offsetOf(request)),
    db.select({ n: count() }).from(moderationLog),
  ]);
  return { rows, total: total?.n ?? 0 };
}
