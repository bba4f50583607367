import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Comment } from "@inkwell/contract";
import { comments, posts, users } from "../../db/schema";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { userInput, verifiedUser, withRole } from "../../../test/factories";
import { publishPost } from "../../../test/posts";
import { changeSite } from "../../../test/site";

let t: TestApp;
let alice: Awaited<ReturnType<typeof verifiedUser>>;
let bob: Awaited<ReturnType<typeof verifiedUser>>;

beforeAll(async () => {
  t = await createTestApp();
  alice = await verifiedUser(t, { name: "Alice Nguyen" });
  bob = await verifiedUser(t);
});
afterAll(() => t.close());

const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, payload?: object) =>
  t.request({ method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });

describe("profile page", () => {
  it("shows the profile with counts and only the posts the viewer may see", async () => {
    const author = await verifiedUser(t);
    await publishPost(t, author.token, { title: "Open" });
    await publishPost(t, author.token, { title: "Fans", visibility: "followers" });
    const anon = await api("GET", `/profiles/${author.user.username}`);
    expect(anon.statusCode).toBe(200);
    expect(anon.json().data).toMatchObject({
      username: author.user.username,
      postsCount: 1,
      followersCount: 0,
      isFollowed: false,
    });
    expect(anon.json().posts.data.map((p: { title: string }) => p.title)).toEqual(["Open"]);
    expect(anon.json().posts.meta.total).toBe(1);
    await api("POST", `/profiles/${author.user.username}/follow`, bob.token);
    const fan = await api("GET", `/profiles/${author.user.username.toUpperCase()}?limit=1&page=2`, bob.token);
    expect(fan.json().data).toMatchObject({
      postsCount: 2,
      followersCount: 1,
      isFollowed: true,
      isBlocked: false,
    });
    expect(fan.json().posts.meta).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(fan.json().data).not.toHaveProperty("email");
    expect((await api("GET", "/profiles/nobody_here")).statusCode).toBe(404);
  });
});

describe("editing", () => {
  it("lets only the owner read the edit view and save it", async () => {
    expect((await api("GET", `/profiles/${alice.user.username}/edit`, bob.token)).statusCode).toBe(403);
    expect((await api("GET", `/profiles/${alice.user.username}/edit`)).statusCode).toBe(401);
    const view = await api("GET", `/profiles/${alice.user.username}/edit`, alice.token);
    expect(view.json().data.email).toBe(alice.user.email);
    const body = {
      name: "Alice N.",
      introduction: "Writes about calm software.",
      avatar: "/uploads/2026/11/a.webp",
      website: "https://alice.example",
      socials: { twitter: "https://x.com/alice", github: "", linkedin: "https://linkedin.com/in/alice" },
    };
    expect((await api("PUT", `/profiles/${alice.user.id}/edit`, bob.token, body)).statusCode).toBe(403);
    const saved = await api("PUT", `/profiles/${alice.user.id}/edit`, alice.token, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ ...body, email: alice.user.email });
    expect((await api("GET", `/profiles/${alice.user.username}`)).json().data.website).toBe(
      "https://alice.example",
    );
  });

  it("refuses bad profile input with the fields at fault", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "" }, "name"],
      [{ name: 3 }, "name"],
      [{ introduction: "x".repeat(501) }, "introduction"],
      [{ avatar: "javascript:alert(1)" }, "avatar"],
      [{ website: "ftp://x.example" }, "website"],
      [{ socials: { twitter: "not a url" } }, "socials.twitter"],
      [{ socials: "x" }, "socials"],
    ];
    for (const [payload, field] of cases) {
      const res = await api("PUT", `/profiles/${alice.user.id}/edit`, alice.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(payload)).toHaveProperty(field);
    }
    expect((await api("PUT", `/profiles/abc/edit`, alice.token, {})).json().error.fields).toHaveProperty(
      "id",
    );
  });
});

describe("creating the profile details", () => {
  it("creates them once for the signed-in member, then answers 409", async () => {
    const newcomer = await verifiedUser(t);
    const body = {
      introduction: "Tôi viết về lập trình.",
      website: "https://newcomer.example",
      socials: { github: "https://github.com/newcomer" },
    };
    expect((await api("POST", "/profiles", undefined, body)).statusCode).toBe(401);
    const created = await api("POST", "/profiles", newcomer.token, body);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      id: newcomer.user.id,
      introduction: body.introduction,
      website: body.website,
      socials: { github: "https://github.com/newcomer", twitter: "", linkedin: "" },
      email: newcomer.user.email,
    });
    const page = await api("GET", `/profiles/${newcomer.user.username}`);
    expect(page.json().data.introduction).toBe(body.introduction);

    const again = await api("POST", "/profiles", newcomer.token, { introduction: "Something else" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("PROFILE_EXISTS");
    expect((await api("GET", `/profiles/${newcomer.user.username}`)).json().data.introduction).toBe(
      body.introduction,
    );
  });

  it("lets only one of two simultaneous requests create them", async () => {
    const member = await verifiedUser(t);
    const answers = await Promise.all(
      ["First", "Second"].map((introduction) => api("POST", "/profiles", member.token, { introduction })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it("refuses bad or empty input with the field at fault, creating nothing", async () => {
    const member = await verifiedUser(t);
    const cases: [Record<string, unknown>, string][] = [
      [{}, "introduction"],
      [{ introduction: "   " }, "introduction"],
      [{ introduction: "x".repeat(501) }, "introduction"],
      [{ avatar: "javascript:alert(1)" }, "avatar"],
      [{ website: "ftp://x.example" }, "website"],
      [{ socials: { twitter: "not a url" } }, "socials.twitter"],
    ];
    for (const [payload, field] of cases) {
      const res = await api("POST", "/profiles", member.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(payload)).toHaveProperty(field);
    }
    expect((await api("POST", "/profiles", member.token, { website: "https://ok.example" })).statusCode).toBe(
      201,
    );
  });
});

describe("account deletion and export", () => {
  it("exports one's own data as a JSON download", async () => {
    const u = await verifiedUser(t);
    const post = await publishPost(t, u.token, { title: "Mine" });
    await api("POST", `/posts/${post.id}/like`, u.token);
    const res = await api("GET", "/profiles/me/export", u.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="inkwell-${u.user.username}.json"`);
    const data = res.json().data;
    expect(data.profile.email).toBe(u.user.email);
    expect(data.posts[0]).toMatchObject({ title: "Mine", content: expect.stringContaining("calm") });
    expect(data.likes).toHaveLength(1);
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(["comments", "bookmarks", "following", "followers", "notifications"]),
    );
    expect((await api("GET", "/profiles/me/export")).statusCode).toBe(401);

    // The file is named for the site by its settings' title.
    await changeSite(t, { title: "The Lantern" });
    expect((await api("GET", "/profiles/me/export", u.token)).headers["content-disposition"]).toBe(
      `attachment; filename="the-lantern-${u.user.username}.json"`,
    );
    await changeSite(t, { title: "Inkwell" });
  });

  it("needs the right password and only deletes one's own account", async () => {
    const u = await verifiedUser(t);
    expect(
      (await api("DELETE", `/profiles/${u.user.id}`, bob.token, { password: "correct horse battery" }))
        .statusCode,
    ).toBe(403);
    const wrong = await api("DELETE", `/profiles/${u.user.id}`, u.token, { password: "nope nope" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty("password");
    const missing = await api("DELETE", `/profiles/${u.user.id}`, u.token, {});
    expect(missing.json().error.fields).toHaveProperty("password");
    const typed = await api("DELETE", `/profiles/${u.user.id}`, u.token, { password: 12 });
    expect(typed.json().error.fields).toHaveProperty("password");
  });

  it("removes the account's data and keeps other users' threads readable with exact counts", async () => {
    const leaving = await verifiedUser(t);
    const host = await verifiedUser(t);
    const own = await publishPost(t, leaving.token);
    const post = await publishPost(t, host.token);
    const commentOn = async (token: string, content: string, parentId?: number) =>
      (
        await api("POST", "/comments", token, {
          commentableType: "Post",
          commentableId: post.id,
          content,
          parentId,
        })
      ).json<{ data: Comment }>().data;
    const answered = await commentOn(leaving.token, "question");
    await commentOn(host.token, "answer", answered.id);
    await commentOn(leaving.token, "lonely remark");
    const hostComment = await commentOn(host.token, "host note");
    await api("POST", `/comments/${hostComment.id}/like`, leaving.token);
    await api("POST", `/posts/${post.id}/like`, leaving.token);
    await api("POST", `/profiles/${host.user.username}/follow`, leaving.token);

    const res = await api("DELETE", `/profiles/${leaving.user.id}`, leaving.token, {
      password: "correct horse battery",
    });
    expect(res.statusCode).toBe(200);
    expect(await t.app.ctx.db.select().from(users).where(eq(users.id, leaving.user.id))).toEqual([]);
    expect(await t.app.ctx.db.select().from(posts).where(eq(posts.id, own.id))).toEqual([]);
    expect((await api("GET", `/profiles/${leaving.user.username}`)).statusCode).toBe(404);

    const thread = (await api("GET", `/posts/${post.id}/comments`)).json<{
      data: Comment[];
      meta: { total: number };
    }>();
    expect(thread.data.map((c) => c.content)).toEqual(["host note", expect.any(String)]);
    expect(thread.data[1]).toMatchObject({ id: answered.id, commenter: null, isDeleted: true });
    expect(thread.data[1]!.replies[0]!.content).toBe("answer");
    expect(thread.data[0]!.likesCount).toBe(0);
    expect(thread.meta.total).toBe(2);
    const [counts] = await t.app.ctx.db.select().from(posts).where(eq(posts.id, post.id));
    expect(counts).toMatchObject({ likesCount: 0, commentsCount: 2 });
    expect(await t.app.ctx.db.select().from(comments).where(eq(comments.postId, post.id))).toHaveLength(3);
    expect((await api("GET", `/profiles/${host.user.username}`)).json().data.followersCount).toBe(0);
  });

  it("leaves comments held for review out of a post's count when it recounts after an account goes", async () => {
    const admin = await withRole(t, await verifiedUser(t), "admin");
    const leaving = await verifiedUser(t);
    const held = await verifiedUser(t);
    const post = await publishPost(t, (await verifiedUser(t)).token);
    const comment = (token: string, content: string) =>
      api("POST", "/comments", token, { commentableType: "Post", commentableId: post.id, content });
    await api("PUT", "/admin/blocklist", admin.token, { entries: ["cheap pills"] });
    try {
      expect((await comment(held.token, "cheap pills here")).json().data.moderation).toBe("held");
      await comment(leaving.token, "a thought");
      await comment(leaving.token, "another thought");
      const count = async () =>
        (await t.app.ctx.db.select().from(posts).where(eq(posts.id, post.id)))[0]!.commentsCount;
      expect(await count()).toBe(2);
      const gone = await api("DELETE", `/profiles/${leaving.user.id}`, leaving.token, {
        password: "correct horse battery",
      });
      expect(gone.statusCode).toBe(200);
      // The held comment waits for review: nobody counts it, before the recount or after.
      expect(await count()).toBe(0);
      const thread = (await api("GET", `/posts/${post.id}/comments`)).json<{ meta: { total: number } }>();
      expect(thread.meta.total).toBe(0);
    } finally {
      await api("PUT", "/admin/blocklist", admin.token, { entries: [] });
    }
  });
});

describe("what the viewer may do", () => {
  it("lets a member edit their own profile and act on others', and a visitor do neither", async () => {
    const can = async (username: string, token?: string) =>
      (await api("GET", `/profiles/${username}`, token)).json().data.can;
    const own = { edit: true, follow: false, message: false, block: false, mute: false, report: false };
    const other = { edit: false, follow: true, message: true, block: true, mute: true, report: true };
    const none = { edit: false, follow: false, message: false, block: false, mute: false, report: false };
    expect(await can(alice.user.username, alice.token)).toEqual(own);
    expect(await can(alice.user.username, bob.token)).toEqual(other);
    expect(await can(alice.user.username)).toEqual(none);
    const editing = await api("GET", `/profiles/${alice.user.username}/edit`, alice.token);
    expect(editing.json().data.can).toEqual(own);
  });
});

describe("a member's preferences", () => {
  it("keep the interface language the member chooses, and refuse anything else", async () => {
    const member = await verifiedUser(t);
    const read = async () => (await api("GET", "/me/preferences", member.token)).json().data.language;
    expect(await read()).toBeNull();

    const chosen = await api("PUT", "/me/preferences", member.token, { language: "vi" });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data).toMatchObject({ language: "vi" });
    expect(await read()).toBe("vi");

    // A field left out stays as it is; null goes back to following the browser.
    expect((await api("PUT", "/me/preferences", member.token, {})).json().data).toMatchObject({
      language: "vi",
    });
    for (const language of ["fr", "VI", "", 1]) {
      const refused = await api("PUT", "/me/preferences", member.token, { language });
      expect(refused.statusCode, String(language)).toBe(400);
      expect(refused.json().error.fields).toHaveProperty("language");
    }
    expect(await read()).toBe("vi");
    await api("PUT", "/me/preferences", member.token, { language: null });
    expect(await read()).toBeNull();

    expect((await api("GET", "/me/preferences")).statusCode).toBe(401);
    expect((await api("PUT", "/me/preferences", undefined, { language: "en" })).statusCode).toBe(401);
  });

  it("start from the language the new member's browser asked for", async () => {
    const register = (headers: Record<string, string>) =>
      t.request({ method: "POST", url: "/api/v1/auth/register", payload: userInput(), headers });
    const languageOf = async (res: Awaited<ReturnType<typeof register>>) => {
      expect(res.statusCode).toBe(201);
      const token = res.json().data.accessToken as string;
      return (await api("GET", "/me/preferences", token)).json().data.language;
    };
    expect(await languageOf(await register({ "accept-language": "vi-VN,vi;q=0.9,en;q=0.5" }))).toBe("vi");
    expect(await languageOf(await register({ cookie: "lang=en", "accept-language": "vi" }))).toBe("en");
    expect(await languageOf(await register({ "accept-language": "fr" }))).toBeNull();
  });
});
