// A tag row as clients see it, with the number of posts the viewer may read in it.
import type { Tag } from "@inkwell/contract";
import type { tags } from "../../db/schema";

export function presentTag(row: typeof tags.$inferSelect, postsCount: number): Tag {
  return { id: row.id, name: row.name, slug: row.slug, postsCount };
}
