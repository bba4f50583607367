// Calls and checks for the comments suites, from the file's shared app (test/suite.ts).
import type { Comment } from "@inkwell/contract";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { posts } from "../src/db/schema";
import { apiUnder, t } from "./suite";

export const api = apiUnder("");

export async function comment(
  token: string,
  postId: number,
  content: string,
  parentId?: number,
): Promise<Comment> {
  const res = await api("POST", "/comments", token, {
    commentableType: "Post",
    commentableId: postId,
    content,
    parentId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Comment }>().data;
}

/** The post's count of comments as stored. */
export async function commentsCount(postId: number) {
  const [row] = await t.app.ctx.db.select({ n: posts.commentsCount }).from(posts).where(eq(posts.id, postId));
  return row?.n;
}
