// Who appears in whose lists: the followers and following lists leave out accounts that have a block with
// the viewer (either way, as the users policy defines a block) and banned accounts, whose content nobody
// else sees either.
import { and, not } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { users } from "../../db/schema";
import { accountBanned, blockBetween } from "../users";

/** What a viewer may do about a person: follow, block or mute anyone but themselves, once signed in (what a
 * block then refuses, the users policy decides). */
export function socialAbilities(viewerId: number | null, personId: number) {
  const other = viewerId !== null && viewerId !== personId;
  return { follow: other, block: other, mute: other };
}

/** SQL over `users`: the person may be listed for this viewer. */
export function listedFor(viewerId: number | null): SQL {
  // Over `users` itself: the users policy's inGoodStanding() looks the account up in a subquery of its own.
  const standing = not(accountBanned);
  return viewerId === null ? standing : and(standing, not(blockBetween(viewerId, users.id)))!;
}
