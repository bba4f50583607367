// Posts as a Ghost import file (Ghost 5's JSON format, `db[0].data`): posts with HTML, tags (the first topic
// as the primary tag), the author and SEO fields, with absolute image addresses.
import type { Post } from "@inkwell/contract";

/** Ghost ids are 24 hexadecimal digits; a kind digit keeps posts, tags and the author apart. */
const ghostId = (kind: 1 | 2 | 3, id: number) => `${kind}${id.toString(16).padStart(23, "0")}`;

/** Ghost has no "only me": a private post goes over as a draft, a followers-only one for members. */
function stateOf(post: Post) {
  if (post.visibility === "private") return { status: "draft", visibility: "public" };
  return { status: post.status, visibility: post.visibility === "followers" ? "members" : "public" };
}

export function toGhost(
  posts: Post[],
  author: { id: number; name: string; username: string; email: string },
  absolute: (url: string) => string,
) {
  const tags = new Map<string, { id: string; name: string; slug: string }>();
  // A topic and a tag of the same name are one Ghost tag (Ghost's tag slugs are unique).
  const tagOf = (ref: { name: string; slug: string }) => {
    if (!tags.has(ref.slug))
      tags.set(ref.slug, { id: ghostId(2, tags.size + 1), name: ref.name, slug: ref.slug });
    return tags.get(ref.slug)!;
  };
  const postsTags: { id: string; post_id: string; tag_id: string; sort_order: number }[] = [];
  const authorId = ghostId(3, author.id);
  const exported = posts.map((post) => {
    const id = ghostId(1, post.id);
    const postTags = new Set([...post.topics, ...post.tags].map(tagOf));
    [...postTags].forEach((tag, order) =>
      postsTags.push({
        id: ghostId(2, postsTags.length + 1000),
        post_id: id,
        tag_id: tag.id,
        sort_order: order,
      }),
    );
    const html = (post.content ?? "").replace(
      /(\bsrc=")(\/uploads\/[^"]*)/g,
      (_m, a: string, src: string) => `${a}${absolute(src)}`,
    );
    return {
      id,
      title: post.title,
      slug: post.slug,
      html,
      feature_image: post.coverImage ? absolute(post.coverImage) : null,
      custom_excerpt: post.excerpt || null,
      type: "post",
      ...stateOf(post),
      published_at: post.publishedAt,
      created_at: post.createdAt,
      updated_at: post.updatedAt,
      meta_title: post.metaTitle,
      meta_description: post.metaDescription,
    };
  });
  return {
    db: [
      {
        meta: { exported_on: Date.now(), version: "5.0.0" },
        data: {
          posts: exported,
          tags: [...tags.values()],
          posts_tags: postsTags,
          users: [{ id: authorId, name: author.name, slug: author.username, email: author.email }],
          posts_authors: exported.map((p, i) => ({
            id: ghostId(3, 1000 + i),
            post_id: p.id,
            author_id: authorId,
            sort_order: 0,
          })),
          posts_meta: exported.map((p) => ({
            post_id: p.id,
            meta_title: p.meta_title,
            meta_description: p.meta_description,
          })),
        },
      },
    ],
  };
}
