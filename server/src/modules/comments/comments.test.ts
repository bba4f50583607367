// Comment threads: nesting, order, paging, who may read them and who writes them; bad input; and what each
// viewer is told they may do with a comment.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Comment } from "@inkwell/contract";
import { comments } from "../../db/schema";
import { verifiedUser } from "../../../test/factories";
import { api, comment, commentsCount } from "../../../test/comments";
import { publishPost } from "../../../test/posts";
import { author, reader, t, useAuthorAndReader } from "../../../test/suite";

useAuthorAndReader();

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
