import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REMOVED_BY_AUTHOR_TEXT } from "@inkwell/contract";
import type { Comment } from "@inkwell/contract";
import { comments, posts } from "../../db/schema";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { verifiedUser } from "../../../test/factories";
import { publishPost } from "../../../test/posts";

let t: TestApp;
let author: Awaited<ReturnType<typeof verifiedUser>>;
let reader: Awaited<ReturnType<typeof verifiedUser>>;

beforeAll(async () => {
  t = await createTestApp();
  author = await verifiedUser(t);
  reader = await verifiedUser(t);
});
afterAll(() => t.close());

const api = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token?: string, payload?: object) =>
  t.request({ method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });

async function comment(token: string, postId: number, content: string, parentId?: number): Promise<Comment> {
  const res = await api("POST", "/comments", token, {
    commentableType: "Post",
    commentableId: postId,
    content,
    parentId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Comment }>().data;
}

async function commentsCount(postId: number) {
  const [row] = await t.app.ctx.db.select({ n: posts.commentsCount }).from(posts).where(eq(posts.id, postId));
  return row?.n;
}

describe("threads", () => {
  it("nests replies two levels deep and keeps deeper replies in the level-1 thread", async () => {
    const post = await publishPost(t, author.token);
    const top = await comment(reader.token, post.id, "  First!  ");
    expect(top).toMatchObject({
      level: 0,
      parentId: null,
      content: "First!",
      commenter: { id: reader.user.id },
    });
    const l1 = await comment(author.token, post.id, "Thanks", top.id);
    const l2 = await comment(reader.token, post.id, "You're welcome", l1.id);
    const l2b = await comment(author.token, post.id, "Deeper", l2.id);
    expect([l1.level, l2.level, l2b.level]).toEqual([1, 2, 2]);
    expect(l2b.parentId).toBe(l1.id);

    const res = await api("GET", `/posts/${post.id}/comments`, reader.token);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: Comment[]; meta: { total: number } }>();
    expect(body.meta.total).toBe(4);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]!.repliesCount).toBe(1);
    expect(body.data[0]!.replies[0]!.replies.map((c) => c.id)).toEqual([l2.id, l2b.id]);
    expect(await commentsCount(post.id)).toBe(4);
  });

  it("lists top-level comments newest first and caps them with limitComments", async () => {
    const post = await publishPost(t, author.token);
    const a = await comment(reader.token, post.id, "a");
    const b = await comment(reader.token, post.id, "b");
    const c = await comment(reader.token, post.id, "c");
    const res = await api("GET", `/posts/${post.id}/comments?limitComments=2`);
    expect(res.json().data.map((x: Comment) => x.id)).toEqual([c.id, b.id]);
    expect(res.json().meta).toMatchObject({ total: 3, topLevel: 3 });
    expect(a.id).toBeLessThan(b.id);
  });

  it("pages through more than a hundred top-level comments with a cursor, none skipped or repeated", async () => {
    const post = await publishPost(t, author.token);
    const start = Date.UTC(2026, 0, 1);
    // Several comments share a millisecond, some even a microsecond: the order falls back on the id.
    const rows = Array.from({ length: 250 }, (_, i) => ({
      postId: post.id,
      userId: reader.user.id,
      content: `comment ${i}`,
      createdAt: new Date(start + Math.floor(i / 3)),
    }));
    const inserted = await t.app.ctx.db.insert(comments).values(rows).returning({ id: comments.id });
    await t.app.ctx.db.execute(
      sql`update comments set created_at = created_at + interval '1 microsecond' * (id % 2) where post_id = ${post.id}`,
    );
    const [oldest] = inserted;
    await t.app.ctx.db
      .insert(comments)
      .values({ postId: post.id, userId: author.user.id, parentId: oldest!.id, level: 1, content: "reply" });

    const seen: Comment[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : "";
      const res = await api("GET", `/posts/${post.id}/comments?limit=100${query}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ data: Comment[]; meta: { total: number; nextCursor: string | null } }>();
      expect(body.meta.total).toBe(251);
      seen.push(...body.data);
      cursor = body.meta.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);

    expect(pages).toBe(3);
    expect(seen).toHaveLength(250);
    expect(new Set(seen.map((c) => c.id)).size).toBe(250);
    const times = seen.map((c) => [Date.parse(c.createdAt), c.id] as const);
    const newestFirst = [...times].sort((a, b) => b[0] - a[0]);
    expect(times.map(([at]) => at)).toEqual(newestFirst.map(([at]) => at));
    expect(seen.at(-1)!.id).toBe(oldest!.id);
    expect(seen.at(-1)!.replies.map((r) => r.content)).toEqual(["reply"]);

    const spec = await api("GET", `/posts/${post.id}/comments?limitComments=100`);
    expect(spec.json().data).toHaveLength(100);
    expect(spec.json().meta.nextCursor).toEqual(expect.any(String));
  });

  it("refuses a cursor it did not give out", async () => {
    const post = await publishPost(t, author.token);
    for (const cursor of ["nonsense", "MTIz", "x".repeat(101)]) {
      const res = await api("GET", `/posts/${post.id}/comments?cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().error.fields, cursor).toHaveProperty("cursor");
    }
    const limit = await api("GET", `/posts/${post.id}/comments?limit=101`);
    expect(limit.json().error.fields).toHaveProperty("limit");
  });

  it("answers 404 for comments on a post the viewer may not see", async () => {
    const hidden = await publishPost(t, author.token, { visibility: "private" });
    expect((await api("GET", `/posts/${hidden.id}/comments`, reader.token)).statusCode).toBe(404);
    const res = await api("POST", "/comments", reader.token, {
      commentableType: "Post",
      commentableId: hidden.id,
      content: "hi",
    });
    expect(res.statusCode).toBe(404);
  });

  it("ignores a userId in the body: the author is the signed-in user", async () => {
    const post = await publishPost(t, author.token);
    const c = await comment(reader.token, post.id, "mine");
    const res = await api("POST", "/comments", reader.token, {
      userId: author.user.id,
      commentableType: "Post",
      commentableId: post.id,
      content: "x",
    });
    expect(res.json().data.commenter.id).toBe(reader.user.id);
    expect(c.commenter?.id).toBe(reader.user.id);
  });
});

describe("editing and deleting", () => {
  it("lets only the author edit, marks the comment edited, and refuses others (403) and anonymous (401)", async () => {
    const post = await publishPost(t, author.token);
    const c = await comment(reader.token, post.id, "typo");
    const stranger = await verifiedUser(t);
    expect((await api("PATCH", `/comments/${c.id}`, author.token, { content: "hack" })).statusCode).toBe(403);
    expect((await api("PATCH", `/comments/${c.id}`, undefined, { content: "hack" })).statusCode).toBe(401);
    expect((await api("DELETE", `/comments/${c.id}`, stranger.token)).statusCode).toBe(403);
    expect((await api("DELETE", `/comments/${c.id}`)).statusCode).toBe(401);
    const edited = await api("PATCH", `/comments/${c.id}`, reader.token, {
      content: " fixed ",
      isEdited: true,
    });
    expect(edited.json().data).toMatchObject({ content: "fixed", isEdited: true });
    expect((await api("PATCH", `/comments/999999`, reader.token, { content: "x" })).statusCode).toBe(404);
  });

  it("keeps a deleted comment with replies as a placeholder and removes one without", async () => {
    const post = await publishPost(t, author.token);
    const top = await comment(reader.token, post.id, "parent");
    const reply = await comment(author.token, post.id, "child", top.id);
    const lone = await comment(reader.token, post.id, "lone");
    expect(await commentsCount(post.id)).toBe(3);
    expect((await api("DELETE", `/comments/${top.id}`, reader.token)).statusCode).toBe(200);
    expect((await api("DELETE", `/comments/${lone.id}`, reader.token)).statusCode).toBe(200);
    const thread = (await api("GET", `/posts/${post.id}/comments`)).json<{
      data: Comment[];
      meta: { total: number };
    }>();
    expect(thread.data).toHaveLength(1);
    expect(thread.data[0]).toMatchObject({ id: top.id, isDeleted: true, commenter: null });
    expect(thread.data[0]!.content).not.toContain("parent");
    expect(thread.data[0]!.replies[0]!.id).toBe(reply.id);
    expect(thread.meta.total).toBe(1);
    expect(await commentsCount(post.id)).toBe(1);
    // The last reply gone, the placeholder has nothing left to hold.
    await api("DELETE", `/comments/${reply.id}`, author.token);
    expect((await api("GET", `/posts/${post.id}/comments`)).json().data).toEqual([]);
    expect(await commentsCount(post.id)).toBe(0);
  });
});

describe("the post's author moderates its comments", () => {
  it("removes anyone's comment under their post, saying so where replies remain, but none elsewhere", async () => {
    const post = await publishPost(t, author.token);
    const rude = await comment(reader.token, post.id, "A rude remark");
    const answer = await comment(reader.token, post.id, "An answer to it", rude.id);
    const lone = await comment(reader.token, post.id, "A lone remark");
    expect((await api("DELETE", `/comments/${rude.id}`, author.token)).statusCode).toBe(200);
    expect((await api("DELETE", `/comments/${lone.id}`, author.token)).statusCode).toBe(200);
    const thread = (await api("GET", `/posts/${post.id}/comments`)).json<{ data: Comment[] }>().data;
    expect(thread.map((c) => c.id)).toEqual([rude.id]);
    expect(thread[0]).toMatchObject({ isDeleted: true, commenter: null, content: REMOVED_BY_AUTHOR_TEXT });
    expect(thread[0]!.replies.map((c) => c.id)).toEqual([answer.id]);
    expect(await commentsCount(post.id)).toBe(1);

    const elsewhere = await publishPost(t, reader.token);
    const theirs = await comment(reader.token, elsewhere.id, "On my own post");
    const res = await api("DELETE", `/comments/${theirs.id}`, author.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("FORBIDDEN");
  });

  it("turns comments off and on for one post: nobody comments while they are off, the thread stays", async () => {
    const post = await publishPost(t, author.token);
    await comment(reader.token, post.id, "Before the switch");
    const off = await api("PATCH", `/posts/write/${post.id}`, author.token, { commentsEnabled: false });
    expect(off.json().data.commentsEnabled).toBe(false);
    for (const who of [reader, author]) {
      const res = await api("POST", "/comments", who.token, {
        commentableType: "Post",
        commentableId: post.id,
        content: "Anyone there?",
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("COMMENTS_CLOSED");
    }
    expect((await api("GET", `/posts/${post.id}/comments`)).json().data).toHaveLength(1);
    await api("PATCH", `/posts/write/${post.id}`, author.token, { commentsEnabled: true });
    await comment(reader.token, post.id, "Open again");
    const bad = await api("PATCH", `/posts/write/${post.id}`, author.token, { commentsEnabled: "no" });
    expect(bad.json().error.fields).toHaveProperty("commentsEnabled");
  });
});

describe("likes", () => {
  it("counts 30 concurrent likes exactly and ignores repeats", async () => {
    const post = await publishPost(t, author.token);
    const c = await comment(author.token, post.id, "like me");
    const fans = await Promise.all(Array.from({ length: 30 }, () => verifiedUser(t)));
    await Promise.all(fans.map((f) => api("POST", `/comments/${c.id}/like`, f.token)));
    await Promise.all(fans.slice(0, 5).map((f) => api("POST", `/comments/${c.id}/like`, f.token)));
    const res = await api("POST", `/comments/${c.id}/like`, reader.token);
    expect(res.json().data).toEqual({ isLiked: true, likesCount: 31 });
    await Promise.all(fans.slice(0, 10).map((f) => api("DELETE", `/comments/${c.id}/unlike`, f.token)));
    const after = await api("DELETE", `/comments/${c.id}/unlike`, fans[0]!.token);
    expect(after.json().data).toEqual({ isLiked: false, likesCount: 21 });
    const thread = await api("GET", `/posts/${post.id}/comments`, reader.token);
    expect(thread.json().data[0]).toMatchObject({ likesCount: 21, isLiked: true });
  });
});

describe("blocking", () => {
  it("stops a blocked user, in either direction, from commenting on the author's posts", async () => {
    const post = await publishPost(t, author.token);
    const other = await verifiedUser(t);
    expect((await api("POST", `/profiles/${other.user.username}/block`, author.token)).statusCode).toBe(200);
    const res = await api("POST", "/comments", other.token, {
      commentableType: "Post",
      commentableId: post.id,
      content: "hi",
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("BLOCKED");
    const mine = await publishPost(t, other.token);
    const back = await api("POST", "/comments", author.token, {
      commentableType: "Post",
      commentableId: mine.id,
      content: "hi",
    });
    expect(back.json().error.code).toBe("BLOCKED");
  });
});

describe("bad input", () => {
  it("answers 400 with the fields at fault", async () => {
    const post = await publishPost(t, author.token);
    const c = await comment(reader.token, post.id, "ok");
    const base = { commentableType: "Post", commentableId: post.id, content: "fine" };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, content: "   " }, "content"],
      [{ ...base, content: "x".repeat(2001) }, "content"],
      [{ ...base, content: 5 }, "content"],
      [{ ...base, commentableType: "Topic" }, "commentableType"],
      [{ ...base, commentableId: "abc" }, "commentableId"],
      [{ ...base, parentId: -1 }, "parentId"],
      [{ content: "x" }, "commentableId"],
    ];
    for (const [payload, field] of cases) {
      const res = await api("POST", "/comments", reader.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(payload)).toHaveProperty(field);
    }
    const patch = await api("PATCH", `/comments/${c.id}`, reader.token, { content: "" });
    expect(patch.json().error.fields).toHaveProperty("content");
    expect(
      (await api("PATCH", `/comments/abc`, reader.token, { content: "x" })).json().error.fields,
    ).toHaveProperty("id");
    expect((await api("POST", `/comments/abc/like`, reader.token)).statusCode).toBe(400);
    const limit = await api("GET", `/posts/${post.id}/comments?limitComments=101`);
    expect(limit.json().error.fields).toHaveProperty("limitComments");
    expect((await api("GET", `/posts/x/comments`)).json().error.fields).toHaveProperty("postId");
  });
});

describe("reading a thread from the cache", () => {
  it("shows every reader a new comment, a like and a deletion as soon as they are made", async () => {
    const post = await publishPost(t, author.token, { title: "Cached thread" });
    const thread = async (token?: string) =>
      (await api("GET", `/posts/${post.id}/comments`, token)).json<{ data: Comment[] }>().data;
    t.app.ctx.publicCache.clear();
    expect(await thread()).toEqual([]);
    expect(await thread(reader.token)).toEqual([]);
    expect(t.app.ctx.publicCache.answers).toBe(2);

    const first = await comment(author.token, post.id, "First!");
    expect((await thread()).map((c) => c.content)).toEqual(["First!"]);
    expect((await thread(reader.token))[0]?.isLiked).toBe(false);

    expect((await api("POST", `/comments/${first.id}/like`, reader.token)).statusCode).toBe(200);
    expect((await thread(reader.token))[0]?.isLiked).toBe(true);
    expect((await thread(author.token))[0]?.isLiked).toBe(false);

    expect((await api("DELETE", `/comments/${first.id}`, author.token)).statusCode).toBeLessThan(300);
    expect(await thread()).toEqual([]);
  });
});

describe("what the viewer may do", () => {
  it("tells the writer, the post's author, another member and a visitor what each may do with a comment", async () => {
    const post = await publishPost(t, author.token, { title: "Comment abilities" });
    const other = await verifiedUser(t);
    const written = await api("POST", "/comments", reader.token, {
      commentableType: "Post",
      commentableId: post.id,
      content: "A comment with abilities",
    });
    expect(written.json<{ data: Comment }>().data.can).toEqual({
      edit: true,
      remove: true,
      report: false,
      mute: false,
    });
    const can = async (token?: string) =>
      (await api("GET", `/posts/${post.id}/comments`, token)).json<{ data: Comment[] }>().data[0]!.can;
    expect(await can(reader.token)).toEqual({ edit: true, remove: true, report: false, mute: false });
    expect(await can(author.token)).toEqual({ edit: false, remove: true, report: true, mute: true });
    expect(await can(other.token)).toEqual({ edit: false, remove: false, report: true, mute: true });
    expect(await can()).toEqual({ edit: false, remove: false, report: false, mute: false });
  });
});
