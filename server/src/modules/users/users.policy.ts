// Rules about people that every other module asks here: whether two people have a block between them (in
// either direction), and which actions need a verified email address.
import { and, eq, or, sql } from "drizzle-orm";
import type { AnyColumn, SQL } from "drizzle-orm";
import { queryRows } from "../../db/client";
import type { Db } from "../../db/client";
import { blocks } from "../../db/schema";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../platform/errors";

/** SQL: either of the two people blocked the other. */
export function blockBetween(a: number | AnyColumn, b: number | AnyColumn): SQL {
  return sql`exists (select 1 from ${blocks} where ${or(
    and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
    and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
  )})`;
}

/** True when either user blocked the other. */
export async function blockedBetween(db: Db, a: number, b: number): Promise<boolean> {
  const [row] = await queryRows<{ blocked: boolean }>(db, sql`select ${blockBetween(a, b)} as blocked`);
  return row?.blocked === true;
}

/**
 * Public or far-reaching acts (publishing, commenting, messaging, suggesting the assistant's answers) need a
 * verified address, so throwaway sign-ups cannot spam anyone.
 */
export type VerifiedAction =
  "publishing" | "commenting" | "sending messages" | "suggesting answers" | "importing posts";

export function assertEmailVerified(
  user: Pick<UserRow, "emailVerifiedAt"> | undefined,
  action: VerifiedAction,
): void {
  if (!user?.emailVerifiedAt) {
    throw new AppError("EMAIL_NOT_VERIFIED", 403, `Verify your email address before ${action}`);
  }
}
