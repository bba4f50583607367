// Who changes the site's settings: administrators only; moderators look after members, not the site.
import type { UserRow } from "../../db/schema";
import { assertAdmin } from "../users";

export function assertMayChangeSite(
  user: Pick<UserRow, "role"> | undefined,
): asserts user is Pick<UserRow, "role"> {
  assertAdmin(user);
}
