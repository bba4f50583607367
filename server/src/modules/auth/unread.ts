// Unread notification count of the current user; the notifications module owns the table once it exists.
import type { Db } from "../../db/client";

export function countUnreadNotifications(_db: Db, _userId: number): Promise<number> {
  return Promise.resolve(0);
}
