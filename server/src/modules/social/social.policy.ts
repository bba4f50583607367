// Who appears in whose lists: the followers and following lists leave out accounts that have a block with
// the viewer (either way, as the users policy defines a block) and banned accounts, whose content nobody
// else sees either.
import { and, not } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { users } from "../../db/schema";
import { accountBanned, blockBetween } from "../users";

/** SQL over `users`: the person may be listed for this viewer. */
export function listedFor(viewerId: number | null): SQL {
  // Over `users` itself: the users policy's inGoodStanding() looks the account up in a subquery of its own.
  const standing = not(accountBanned);
  return viewerId === null ? standing : and(standing, not(blockBetween(viewerId, users.id)))!;
}
