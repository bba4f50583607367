// What changes a thread: editing and deleting, the post's author removing comments or turning them off,
// likes, blocks, and readers seeing each change at once.
import { describe, expect, it } from "vitest";
import { REMOVED_BY_AUTHOR_TEXT } from "@inkwell/contract";
import type { Comment } from "@inkwell/contract";
import { verifiedUser } from "../../../test/factories";
import { api, comment, commentsCount } from "../../../test/comments";
import { publishPost } from "../../../test/posts";
import { author, reader, t, useAuthorAndReader } from "../../../test/suite";

useAuthorAndReader();

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
