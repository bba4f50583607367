// A topic row as clients see it, with the number of posts the viewer may read in it.
import type { Topic } from "@inkwell/contract";
import type { TopicRow } from "../../db/schema";

export function presentTopic(row: TopicRow, postsCount: number): Topic {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.image,
    icon: row.icon,
    postsCount,
    createdAt: row.createdAt.toISOString(),
  };
}
