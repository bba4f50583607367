import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Notification } from "@inkwell/contract";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { verifiedUser } from "../../../test/factories";
import { publishPost } from "../../../test/posts";

let t: TestApp;
type User = Awaited<ReturnType<typeof verifiedUser>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: "GET" | "POST" | "DELETE", url: string, token?: string, payload?: object) =>
  t.request({ method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });

async function inbox(user: User, query = "") {
  await t.app.ctx.events.settled();
  const res = await api("GET", `/notifications${query}`, user.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Notification[]; meta: { total: number; unreadCount: number } }>();
}

const comment = async (user: User, postId: number, content: string, parentId?: number) =>
  (
    await api("POST", "/comments", user.token, {
      commentableType: "Post",
      commentableId: postId,
      content,
      parentId,
    })
  ).json().data as {
    id: number;
  };

describe("triggers", () => {
  it("notifies a post's author of a like, once across like/unlike/like, and never for their own like", async () => {
    const author = await verifiedUser(t);
    const fan = await verifiedUser(t, { name: "Linh Tran" });
    const post = await publishPost(t, author.token, { title: "Calm" });
    await api("POST", `/posts/${post.id}/like`, author.token);
    await api("POST", `/posts/${post.id}/like`, fan.token);
    await t.app.ctx.events.settled();
    const first = (await inbox(author)).data[0]!;
    await api("POST", `/notifications/${first.id}/mark-as-read`, author.token);
    await api("DELETE", `/posts/${post.id}/unlike`, fan.token);
    await api("POST", `/posts/${post.id}/like`, fan.token);
    const list = await inbox(author);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      id: first.id,
      type: "like",
      content: "Linh Tran liked your post “Calm”",
      // What it is about, for clients to word it in their reader's language.
      about: { kind: "postLiked", title: "Calm" },
      link: `/blog/${post.slug}`,
      seenAt: null,
      actor: { id: fan.user.id, username: fan.user.username },
    });
    expect(list.meta.unreadCount).toBe(1);
  });

  it("notifies of comments, replies and comment likes, but not of one's own", async () => {
    const author = await verifiedUser(t);
    const reader = await verifiedUser(t);
    const third = await verifiedUser(t);
    const post = await publishPost(t, author.token, { title: "Threads" });
    await comment(author, post.id, "my own note");
    const top = await comment(reader, post.id, "nice");
    await comment(reader, post.id, "self reply", top.id);
    const reply = await comment(third, post.id, "agreed", top.id);
    await api("POST", `/comments/${top.id}/like`, reader.token);
    await api("POST", `/comments/${top.id}/like`, author.token);

    const authorInbox = (await inbox(author)).data;
    expect(authorInbox.map((n) => n.content).sort()).toEqual(
      [
        `${reader.user.name} commented on your post “Threads”`,
        `${reader.user.name} commented on your post “Threads”`,
        `${third.user.name} commented on your post “Threads”`,
      ].sort(),
    );
    expect(authorInbox.every((n) => n.type === "comment")).toBe(true);
    const readerInbox = (await inbox(reader)).data;
    expect(readerInbox.map((n) => [n.type, n.content])).toEqual([
      ["like", `${author.user.name} liked your comment on “Threads”`],
      ["comment", `${third.user.name} replied to your comment on “Threads”`],
    ]);
    expect(readerInbox[1]!.link).toBe(`/blog/${post.slug}#comment-${reply.id}`);
    expect(readerInbox[0]!.link).toBe(`/blog/${post.slug}#comment-${top.id}`);
  });

  it("notifies of a follow once, and followers of a new public or followers-only post", async () => {
    const writer = await verifiedUser(t);
    const follower = await verifiedUser(t);
    await api("POST", `/profiles/${writer.user.username}/follow`, follower.token);
    await api("DELETE", `/profiles/${writer.user.username}/unfollow`, follower.token);
    await api("POST", `/profiles/${writer.user.username}/follow`, follower.token);
    const writerInbox = (await inbox(writer)).data;
    expect(writerInbox).toHaveLength(1);
    expect(writerInbox[0]).toMatchObject({ type: "follow", link: `/profile/${follower.user.username}` });

    const seen: number[] = [];
    let listening = true;
    t.app.ctx.events.on("notification.created", ({ userId }) => void (listening && seen.push(userId)));
    const open = await publishPost(t, writer.token, { title: "Open" });
    await publishPost(t, writer.token, { title: "Fans", visibility: "followers" });
    await publishPost(t, writer.token, { title: "Secret", visibility: "private" });
    const list = (await inbox(follower)).data;
    listening = false;
    expect(list.map((n) => n.content)).toEqual([
      `${writer.user.name} published “Fans”`,
      `${writer.user.name} published “Open”`,
    ]);
    expect(list[1]).toMatchObject({ type: "general", link: `/blog/${open.slug}` });
    expect(seen).toEqual([follower.user.id, follower.user.id]);
    expect((await inbox(writer)).data).toHaveLength(1);
  });
  it("names whoever acted by their display name, never their user name, in every kind it sends", async () => {
    const writer = await verifiedUser(t, { name: "Writer Display" });
    const actor = await verifiedUser(t, { name: "Nguyễn Thùy Linh" });
    const post = await publishPost(t, writer.token, { title: "Names" });
    await api("POST", `/profiles/${writer.user.username}/follow`, actor.token);
    await api("POST", `/posts/${post.id}/like`, actor.token);
    const top = await comment(actor, post.id, "A first thought");
    const mine = await comment(writer, post.id, "The writer answers");
    await api("POST", `/comments/${mine.id}/like`, actor.token);
    await comment(actor, post.id, "And a reply", mine.id);
    await comment(writer, post.id, "Thanks", top.id);

    const writerInbox = (await inbox(writer)).data;
    expect(writerInbox.map((n) => n.type).sort()).toEqual(["comment", "comment", "follow", "like", "like"]);
    expect(writerInbox.map((n) => n.content).sort()).toEqual(
      [
        "Nguyễn Thùy Linh started following you",
        "Nguyễn Thùy Linh liked your post “Names”",
        "Nguyễn Thùy Linh commented on your post “Names”",
        "Nguyễn Thùy Linh liked your comment on “Names”",
        "Nguyễn Thùy Linh replied to your comment on “Names”",
      ].sort(),
    );
    const actorInbox = (await inbox(actor)).data;
    expect(actorInbox.map((n) => n.content)).toEqual(["Writer Display replied to your comment on “Names”"]);
    for (const n of [...writerInbox, ...actorInbox]) {
      expect(n.content).not.toContain(actor.user.username);
      expect(n.content).not.toContain(writer.user.username);
    }
  });
});

describe("reading and managing", () => {
  it("marks read, filters unread, deletes, and hides other users' notifications (404)", async () => {
    const me = await verifiedUser(t);
    const other = await verifiedUser(t);
    const fans = await Promise.all(Array.from({ length: 3 }, () => verifiedUser(t)));
    for (const f of fans) await api("POST", `/profiles/${me.user.username}/follow`, f.token);
    const all = await inbox(me);
    expect(all.meta).toMatchObject({ total: 3, unreadCount: 3 });
    const [a, b] = all.data;
    const read = await api("POST", `/notifications/${a!.id}/mark-as-read`, me.token);
    expect(read.json().data.seenAt).not.toBeNull();
    expect((await inbox(me, "?unread=true")).data.map((n) => n.id)).not.toContain(a!.id);
    expect((await api("POST", `/notifications/${a!.id}/mark-as-read`, other.token)).statusCode).toBe(404);
    expect((await api("DELETE", `/notifications/${a!.id}`, other.token)).statusCode).toBe(404);
    expect((await api("DELETE", `/notifications/${b!.id}`, me.token)).statusCode).toBe(200);
    expect((await api("DELETE", `/notifications/${b!.id}`, me.token)).statusCode).toBe(404);
    expect((await api("POST", "/notifications/mark-all-as-read", me.token)).json().data).toEqual({
      marked: 1,
    });
    expect((await inbox(me)).meta).toMatchObject({ total: 2, unreadCount: 0 });
    const current = await api("GET", "/auth/me", me.token);
    expect(current.json().data.notifications).toBe(0);
    expect((await inbox(me, "?limit=1&page=2")).data).toHaveLength(1);
  });

  it("refuses anonymous callers and bad input", async () => {
    const me = await verifiedUser(t);
    expect((await api("GET", "/notifications")).statusCode).toBe(401);
    expect((await api("POST", "/notifications/mark-all-as-read")).statusCode).toBe(401);
    for (const query of ["?unread=yes", "?limit=0", "?page=abc", "?limit=51"]) {
      const res = await api("GET", `/notifications${query}`, me.token);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields).length, query).toBe(1);
    }
    expect(
      (await api("POST", "/notifications/abc/mark-as-read", me.token)).json().error.fields,
    ).toHaveProperty("id");
    expect((await api("DELETE", "/notifications/-1", me.token)).json().error.fields).toHaveProperty("id");
  });
});

describe("reading the list from the cache", () => {
  it("shows a notification written after the request that caused it, as soon as it is announced", async () => {
    const author = await verifiedUser(t);
    const reader = await verifiedUser(t);
    const post = await publishPost(t, author.token, { title: "Liked outside a request" });
    expect((await inbox(author)).meta.total).toBe(0);
    expect((await inbox(author)).meta.total).toBe(0);
    // As an event handler does after a response: no request, so only the announcement clears the cache.
    t.app.ctx.events.emit("post.liked", {
      postId: post.id,
      authorId: author.user.id,
      userId: reader.user.id,
    });
    const { data, meta } = await inbox(author);
    expect(meta.unreadCount).toBe(1);
    expect(data[0]?.content).toContain("Liked outside a request");
  });
});
