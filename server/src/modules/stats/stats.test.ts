import type { AuthorStats } from "@inkwell/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postReads, postViews } from "../../db/schema";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { verifiedUser } from "../../../test/factories";
import { publishPost } from "../../../test/posts";

let t: TestApp;
let author: Awaited<ReturnType<typeof verifiedUser>>;
let postId: number;
let otherPostId: number;
const today = new Date().toISOString().slice(0, 10);

const stats = async (query = "", token = author.token) => {
  const res = await t.request({ method: "GET", url: `/api/v1/stats${query}`, token });
  return res;
};

beforeAll(async () => {
  t = await createTestApp();
  author = await verifiedUser(t);
  const post = await publishPost(t, author.token, { title: "Counted post" });
  postId = post.id;
  otherPostId = (await publishPost(t, author.token, { title: "Quiet post" })).id;
  const reader = await verifiedUser(t);
  const view = (remoteAddress: string, token?: string) =>
    t.request({ method: "GET", url: `/api/v1/posts/${post.slug}`, remoteAddress, token });
  const read = (remoteAddress: string, token?: string) =>
    t.request({ method: "POST", url: `/api/v1/posts/${postId}/read`, remoteAddress, token });
  await view("203.0.113.7");
  await view("203.0.113.8");
  await view("203.0.113.7", reader.token);
  await view("203.0.113.9", author.token);
  await read("203.0.113.7");
  await read("203.0.113.7");
  await read("203.0.113.7", reader.token);
  await read("203.0.113.9", author.token);
  await t.request({ method: "POST", url: `/api/v1/posts/${postId}/like`, token: reader.token });
  await t.request({
    method: "POST",
    url: "/api/v1/comments",
    token: reader.token,
    payload: { commentableType: "Post", commentableId: postId, content: "Nice" },
  });
  await t.request({
    method: "POST",
    url: `/api/v1/profiles/${author.user.username}/follow`,
    token: reader.token,
  });
  await t.request({
    method: "POST",
    url: `/api/v1/newsletter/${author.user.username}/subscribe`,
    token: reader.token,
    payload: { email: reader.user.email },
  });
  await t.app.services.posts.flushViews();
});
afterAll(() => t.close());

describe("author stats", () => {
  it("counts views, reads (not the author's own), likes, comments, followers and subscribers per day", async () => {
    const res = await stats("?days=7");
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: AuthorStats }>().data;
    expect(data.series).toHaveLength(7);
    expect(data.series.at(-1)).toEqual({
      date: today,
      views: 3,
      reads: 2,
      likes: 1,
      comments: 1,
      followers: 1,
      subscribers: 1,
    });
    expect(data.totals).toEqual({ views: 3, reads: 2, likes: 1, comments: 1, followers: 1, subscribers: 1 });
    expect(data.posts.find((p) => p.id === postId)).toMatchObject({
      views: 3,
      reads: 2,
      likes: 1,
      comments: 1,
    });
    expect(data.posts.find((p) => p.id === otherPostId)).toMatchObject({ views: 0, reads: 0 });
  });

  it("narrows to one of the writer's posts, and no one else's", async () => {
    const one = (await stats(`?days=30&postId=${otherPostId}`)).json<{ data: AuthorStats }>().data;
    expect(one.series).toHaveLength(30);
    expect(one.totals).toMatchObject({ views: 0, reads: 0, likes: 0, followers: 1 });
    const stranger = await verifiedUser(t);
    const theirs = await stats(`?postId=${postId}`, stranger.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe("POST_NOT_FOUND");
    expect((await stats("?days=90", stranger.token)).json<{ data: AuthorStats }>().data.totals.views).toBe(0);
    expect((await stats("?days=14")).statusCode).toBe(400);
    expect((await t.request({ method: "GET", url: "/api/v1/stats" })).statusCode).toBe(401);
  });

  it("keeps no reader's address, only a hash that changes every day", async () => {
    const keys = [
      ...(await t.app.ctx.db.select().from(postViews)),
      ...(await t.app.ctx.db.select().from(postReads)),
    ].map((row) => row.viewerKey);
    expect(keys.join(" ")).not.toMatch(/203\.0\.113/);
    expect(keys.filter((k) => k.startsWith("a:")).every((k) => /^a:[0-9a-f]{32}$/.test(k))).toBe(true);
  });

  it("counts a read of any post the reader may see, and 404s one they may not", async () => {
    const res = await t.request({ method: "POST", url: `/api/v1/posts/${postId}/read` });
    expect(res.json().data).toEqual({ counted: true });
    const missing = await t.request({ method: "POST", url: "/api/v1/posts/999999/read" });
    expect(missing.statusCode).toBe(404);
  });
});
