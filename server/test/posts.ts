// Post builders for tests, through the public API.
import type { Comment, Post } from "@inkwell/contract";
import { follows } from "../src/db/schema";
import type { TestApp } from "./app";

export const samplePost = (overrides: Record<string, unknown> = {}) => ({
  title: "A field guide to calm software",
  content:
    '<h2>Why calm</h2><p>Software that respects attention is <strong>rare</strong>.</p><ul><li data-list="bullet">Less</li></ul>',
  topics: ["Design"],
  tags: ["ux"],
  visibility: "public",
  ...overrides,
});

export async function publishPost(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Post> {
  const res = await t.request({
    method: "POST",
    url: "/api/v1/posts/publish",
    token,
    payload: samplePost(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`publish failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: Post }>().data;
}

export async function draftPost(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Post> {
  const res = await t.request({
    method: "POST",
    url: "/api/v1/posts/draft",
    token,
    payload: samplePost(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`draft failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: Post }>().data;
}

export async function follow(t: TestApp, followerId: number, followingId: number) {
  await t.app.ctx.db.insert(follows).values({ followerId, followingId }).onConflictDoNothing();
}

/** A comment (or a reply, with `parentId`) by the token's user on the post. */
export async function commentOn(
  t: TestApp,
  token: string,
  postId: number,
  content: string,
  parentId?: number,
): Promise<Comment> {
  const res = await t.request({
    method: "POST",
    url: "/api/v1/comments",
    token,
    payload: { commentableType: "Post", commentableId: postId, content, parentId },
  });
  if (res.statusCode !== 201) throw new Error(`comment failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: Comment }>().data;
}
