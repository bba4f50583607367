// Who reads the contact messages: administrators only. They hold senders' addresses and often account
// matters (billing, deletion, a complaint about a moderator), so moderators get 403 like anyone else.
import type { UserRow } from "../../db/schema";
import { assertAdmin } from "../users";

export function assertMayReadContactMessages(
  user: Pick<UserRow, "role"> | undefined,
): asserts user is Pick<UserRow, "role"> {
  assertAdmin(user);
}

/** A blank subject names the sender instead. */
export function subjectOf(subject: string, name: string): string {
  return subject || `Message from ${name}`;
}
