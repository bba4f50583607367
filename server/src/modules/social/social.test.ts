import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MutedUser, PersonEntry, Post } from "@inkwell/contract";
import { users } from "../../db/schema";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { verifiedUser } from "../../../test/factories";
import { commentOn, publishPost } from "../../../test/posts";

let t: TestApp;
type Member = Awaited<ReturnType<typeof verifiedUser>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, payload?: object) =>
  t.request({ method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });

const titles = (res: { json(): { data: Post[] } }) => res.json().data.map((p) => p.title);
const usernames = (res: { json(): { data: PersonEntry[] } }) => res.json().data.map((p) => p.username);
const followUser = (member: Member, other: Member) =>
  api("POST", `/profiles/${other.user.username}/follow`, member.token);

describe("the Following feed", () => {
  it("lists the newest posts of followed authors, followers-only ones included, and needs a member", async () => {
    const [reader, followed, stranger] = [
      await verifiedUser(t),
      await verifiedUser(t),
      await verifiedUser(t),
    ];
    await publishPost(t, followed.token, { title: "Followed public" });
    await publishPost(t, followed.token, { title: "Followed for fans", visibility: "followers" });
    await publishPost(t, followed.token, { title: "Followed private", visibility: "private" });
    await publishPost(t, stranger.token, { title: "Stranger public" });

    const empty = await api("GET", "/posts?feed=following", reader.token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ data: [], meta: { total: 0 } });

    await followUser(reader, followed);
    const feed = await api("GET", "/posts?feed=following&limit=1", reader.token);
    expect(titles(feed)).toEqual(["Followed for fans"]);
    expect(feed.json().meta).toMatchObject({ page: 1, limit: 1, total: 2, totalPages: 2 });
    const second = await api("GET", "/posts?feed=following&limit=1&page=2", reader.token);
    expect(titles(second)).toEqual(["Followed public"]);
    const past = await api("GET", "/posts?feed=following&limit=1&page=5", reader.token);
    expect(past.json()).toMatchObject({ data: [], meta: { total: 2 } });

    const anonymous = await api("GET", "/posts?feed=following");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe("UNAUTHORIZED");
    const bad = await api("GET", "/posts?feed=everyone", reader.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("feed");
  });
});

describe("followers and following lists", () => {
  it("pages someone's followers and the people they follow, saying whom the viewer follows", async () => {
    const [star, a, b, c, viewer] = await Promise.all([1, 2, 3, 4, 5].map(() => verifiedUser(t)));
    for (const fan of [a, b, c]) await followUser(fan!, star!);
    await followUser(star!, a!);
    await followUser(viewer!, b!);

    const first = await api("GET", `/profiles/${star!.user.username}/followers?limit=2`, viewer!.token);
    expect(first.statusCode).toBe(200);
    expect(usernames(first)).toEqual([c!.user.username, b!.user.username]);
    expect(first.json().meta).toMatchObject({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(first.json().data[1]).toMatchObject({ name: b!.user.name, isFollowed: true, avatar: null });
    expect(first.json().data[0].isFollowed).toBe(false);
    expect(first.json().data[0]).not.toHaveProperty("email");
    expect(first.json().data[0].can).toEqual({ follow: true });
    const own = await api("GET", `/profiles/${star!.user.username}/following`, a!.token);
    expect(own.json().data[0]).toMatchObject({ username: a!.user.username, can: { follow: false } });
    const second = await api("GET", `/profiles/${star!.user.username}/followers?limit=2&page=2`);
    expect(usernames(second)).toEqual([a!.user.username]);

    const following = await api("GET", `/profiles/${star!.user.username.toUpperCase()}/following`);
    expect(usernames(following)).toEqual([a!.user.username]);
    expect(following.json().data[0].isFollowed).toBe(false);
    expect(following.json().data[0].can).toEqual({ follow: false });

    expect((await api("GET", "/profiles/nobody_at_all/followers")).statusCode).toBe(404);
    const bad = await api("GET", `/profiles/${star!.user.username}/followers?limit=500`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("limit");
  });

  it("leaves out accounts with a block between them and the viewer, and banned accounts", async () => {
    const [star, blocker, banned, fan, viewer] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => verifiedUser(t)),
    );
    for (const f of [blocker, banned, fan]) await followUser(f!, star!);
    await api("POST", `/profiles/${viewer!.user.username}/block`, blocker!.token);
    await t.app.ctx.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned!.user.id));

    const seen = await api("GET", `/profiles/${star!.user.username}/followers`, viewer!.token);
    expect(usernames(seen)).toEqual([fan!.user.username]);
    expect(seen.json().meta.total).toBe(1);
    const anonymous = await api("GET", `/profiles/${star!.user.username}/followers`);
    expect(usernames(anonymous).sort()).toEqual([blocker!.user.username, fan!.user.username].sort());
  });
});

describe("muting", () => {
  it("keeps a muted author's posts out of the muter's lists only, and is undone by unmuting", async () => {
    const [muter, loud, other] = await Promise.all([1, 2, 3].map(() => verifiedUser(t)));
    const topic = `Mutetopic${loud!.user.id}`;
    await publishPost(t, loud!.token, { title: `Loud words ${loud!.user.id}`, topics: [topic] });
    const quiet = await publishPost(t, other!.token, {
      title: `Quiet words ${loud!.user.id}`,
      topics: [topic],
    });
    await followUser(muter!, loud!);
    const loudTitle = `Loud words ${loud!.user.id}`;
    // Read once before muting: the member's cached answer must not outlive the mute.
    expect(titles(await api("GET", "/posts?limit=50", muter!.token))).toContain(loudTitle);

    const muted = await api("POST", `/profiles/${loud!.user.username}/mute`, muter!.token);
    expect(muted.statusCode).toBe(200);
    expect(muted.json().data).toEqual({ isMuted: true });
    // Twice is still once.
    expect((await api("POST", `/profiles/${loud!.user.username}/mute`, muter!.token)).statusCode).toBe(200);

    const lists = [
      "/posts?limit=50",
      "/posts?sort=popular&limit=50",
      "/posts?feed=following",
      `/posts?topic=${topic.toLowerCase()}`,
      `/posts?q=words+${loud!.user.id}`,
    ];
    for (const url of lists) {
      expect(titles(await api("GET", url, muter!.token)), url).not.toContain(loudTitle);
    }
    const related = await api("GET", `/posts/${quiet.slug}/related`, muter!.token);
    expect(related.json().data.map((p: Post) => p.title)).not.toContain(loudTitle);
    const relatedForOthers = await api("GET", `/posts/${quiet.slug}/related`, other!.token);
    expect(relatedForOthers.json().data.map((p: Post) => p.title)).toContain(loudTitle);
    expect(titles(await api("GET", `/posts?topic=${topic.toLowerCase()}`, other!.token))).toContain(
      loudTitle,
    );
    expect(titles(await api("GET", "/posts?limit=50"))).toContain(loudTitle);
    // Their own page and a direct link still show the post.
    expect(titles(await api("GET", `/posts?author=${loud!.user.username}`, muter!.token))).toEqual([
      loudTitle,
    ]);
    const profile = await api("GET", `/profiles/${loud!.user.username}`, muter!.token);
    expect(profile.json().data).toMatchObject({ isMuted: true, isFollowed: true });
    expect((await api("GET", `/profiles/${loud!.user.username}`, other!.token)).json().data.isMuted).toBe(
      false,
    );

    const list = await api("GET", "/profiles/me/mutes", muter!.token);
    expect(list.json().data.map((m: MutedUser) => m.username)).toEqual([loud!.user.username]);
    expect(list.json().data[0].mutedAt).toEqual(expect.any(String));
    // The muted person is not told.
    const notes = await api("GET", "/notifications", loud!.token);
    expect(JSON.stringify(notes.json().data)).not.toMatch(/mute/i);

    const unmuted = await api("DELETE", `/profiles/${loud!.user.username}/unmute`, muter!.token);
    expect(unmuted.json().data).toEqual({ isMuted: false });
    expect(titles(await api("GET", "/posts?limit=50", muter!.token))).toContain(loudTitle);
    expect((await api("GET", "/profiles/me/mutes", muter!.token)).json().data).toEqual([]);
  });

  it("needs a member, refuses muting oneself and unknown people", async () => {
    const [member, other] = await Promise.all([verifiedUser(t), verifiedUser(t)]);
    expect((await api("POST", `/profiles/${other.user.username}/mute`)).statusCode).toBe(401);
    expect((await api("GET", "/profiles/me/mutes")).statusCode).toBe(401);
    const self = await api("POST", `/profiles/${member.user.username}/mute`, member.token);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe("CANNOT_MUTE_SELF");
    expect((await api("POST", "/profiles/nobody_at_all/mute", member.token)).statusCode).toBe(404);
  });

  it("leaves comments for the client to fold away: the thread still carries them", async () => {
    const [muter, loud] = await Promise.all([verifiedUser(t), verifiedUser(t)]);
    const post = await publishPost(t, muter.token, { title: "Thread with a muted voice" });
    await commentOn(t, loud.token, post.id, "Hello there");
    await api("POST", `/profiles/${loud.user.username}/mute`, muter.token);
    const thread = await api("GET", `/posts/${post.id}/comments`, muter.token);
    expect(thread.json().data[0].commenter.username).toBe(loud.user.username);
  });
});

describe("bookmark search", () => {
  it("finds bookmarks by words of their title or text, accents ignored, paged", async () => {
    const [reader, author] = await Promise.all([verifiedUser(t), verifiedUser(t)]);
    const posts = [
      await publishPost(t, author.token, { title: "Cà phê sữa đá ở Sài Gòn" }),
      await publishPost(t, author.token, { title: "Coffee roasting notes" }),
      await publishPost(t, author.token, { title: "Gardening in autumn" }),
      await publishPost(t, author.token, { title: "Another cafe phe story" }),
    ];
    for (const p of posts.slice(0, 3)) await api("POST", `/posts/${p.id}/bookmark`, reader.token);

    const all = await api("GET", "/posts/bookmarks", reader.token);
    expect(all.json().meta.total).toBe(3);
    const folded = await api("GET", "/posts/bookmarks?q=ca+phe", reader.token);
    expect(titles(folded)).toEqual(["Cà phê sữa đá ở Sài Gòn"]);
    const accented = await api("GET", `/posts/bookmarks?q=${encodeURIComponent("SÀI GÒN")}`, reader.token);
    expect(titles(accented)).toEqual(["Cà phê sữa đá ở Sài Gòn"]);
    const prefix = await api("GET", "/posts/bookmarks?q=roast&limit=1", reader.token);
    expect(titles(prefix)).toEqual(["Coffee roasting notes"]);
    expect(prefix.json().meta).toMatchObject({ total: 1, limit: 1 });
    expect(titles(await api("GET", "/posts/bookmarks?q=%21%21", reader.token))).toEqual([]);
    const long = await api("GET", `/posts/bookmarks?q=${"x".repeat(201)}`, reader.token);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toHaveProperty("q");
  });
});

describe("following", () => {
  it("refuses self-follows, is idempotent and keeps counts exact", async () => {
    const star = await verifiedUser(t);
    const self = await api("POST", `/profiles/${star.user.username}/follow`, star.token);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe("CANNOT_FOLLOW_SELF");
    expect((await api("POST", `/profiles/${star.user.username}/follow`)).statusCode).toBe(401);
    const fans = await Promise.all(Array.from({ length: 8 }, () => verifiedUser(t)));
    await Promise.all(
      [...fans, ...fans].map((f) => api("POST", `/profiles/${star.user.username}/follow`, f.token)),
    );
    const again = await api("POST", `/profiles/${star.user.username}/follow`, fans[0]!.token);
    expect(again.json().data).toEqual({ isFollowed: true, followersCount: 8 });
    await api("DELETE", `/profiles/${star.user.username}/unfollow`, fans[0]!.token);
    const twice = await api("DELETE", `/profiles/${star.user.username}/unfollow`, fans[0]!.token);
    expect(twice.json().data).toEqual({ isFollowed: false, followersCount: 7 });
    expect((await api("GET", `/profiles/${fans[1]!.user.username}`)).json().data.followingCount).toBe(1);
    expect((await api("POST", `/profiles/nobody_here/follow`, fans[0]!.token)).statusCode).toBe(404);
  });
});

describe("blocking", () => {
  it("removes follows both ways, stops following, and lists blocked users", async () => {
    const a = await verifiedUser(t);
    const b = await verifiedUser(t);
    await api("POST", `/profiles/${b.user.username}/follow`, a.token);
    await api("POST", `/profiles/${a.user.username}/follow`, b.token);
    expect((await api("POST", `/profiles/${b.user.username}/block`, a.token)).json().data).toEqual({
      isBlocked: true,
    });
    expect((await api("GET", `/profiles/${a.user.username}`)).json().data).toMatchObject({
      followersCount: 0,
      followingCount: 0,
    });
    const follow = await api("POST", `/profiles/${a.user.username}/follow`, b.token);
    expect(follow.statusCode).toBe(403);
    expect(follow.json().error.code).toBe("BLOCKED");
    expect((await api("GET", `/profiles/${b.user.username}`, a.token)).json().data.isBlocked).toBe(true);
    const list = await api("GET", "/profiles/me/blocked", a.token);
    expect(list.json().data.map((u: { id: number }) => u.id)).toEqual([b.user.id]);
    expect((await api("POST", `/profiles/${a.user.username}/block`, a.token)).json().error.code).toBe(
      "CANNOT_BLOCK_SELF",
    );
    await api("DELETE", `/profiles/${b.user.username}/unblock`, a.token);
    expect((await api("POST", `/profiles/${a.user.username}/follow`, b.token)).statusCode).toBe(200);
    expect((await api("GET", "/profiles/me/blocked", a.token)).json().data).toEqual([]);
  });
});
