// Unread notification count shown on the current user (the bell's badge).
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";

export async function countUnreadNotifications(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.seenAt)));
  return row?.n ?? 0;
}
