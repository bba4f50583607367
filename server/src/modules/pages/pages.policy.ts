// Who may do what with the site's pages: administrators write them and read drafts; everyone reads the
// published ones. A draft is "not found" to anyone else, so its existence does not leak.
import { isReservedPageSlug } from "@inkwell/contract";
import type { PageRow, UserRow } from "../../db/schema";
import { AppError } from "../../platform/errors";
import { assertAdmin, isAdmin } from "../users";

export function assertMayEditPages(
  user: Pick<UserRow, "role"> | undefined,
): asserts user is Pick<UserRow, "role"> {
  assertAdmin(user);
}

export function mayReadPage(page: Pick<PageRow, "status">, viewer: Pick<UserRow, "role"> | undefined) {
  return page.status === "published" || isAdmin(viewer);
}

/** A slug the app or the server already answers at the site's root: 409, like a taken one. */
export function assertSlugFree(slug: string) {
  if (isReservedPageSlug(slug)) {
    throw new AppError("SLUG_RESERVED", 409, "This address is used by the site itself; choose another slug", {
      slug: "This address is used by the site itself; choose another slug",
    });
  }
}
