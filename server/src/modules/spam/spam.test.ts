import type { Comment, Post } from "@inkwell/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { establishedUser, verifiedUser, withRole } from "../../../test/factories";
import { publishPost } from "../../../test/posts";
import { Blocklist } from "./spam.blocklist";

type User = Awaited<ReturnType<typeof verifiedUser>>;

let t: TestApp;
let admin: User;
beforeAll(async () => {
  t = await createTestApp();
  admin = await withRole(t, await verifiedUser(t), "admin");
});
afterAll(() => t.close());

const api = (method: "GET" | "POST" | "PUT" | "PATCH", url: string, who?: User, payload?: object) =>
  t.request({ method, url: `/api/v1${url}`, token: who?.token, ...(payload ? { payload } : {}) });
const commentOn = (who: User, postId: number, content: string) =>
  api("POST", "/comments", who, { commentableType: "Post", commentableId: postId, content });

async function conversationOf(a: User, b: User) {
  return (await api("POST", "/conversations", a, { otherId: b.user.id })).json<{ data: { id: number } }>()
    .data.id;
}

describe("links from new accounts", () => {
  it("waits until an account is a day old before it may put links in comments and messages", async () => {
    const host = await establishedUser(t);
    const post = await publishPost(t, host.token);
    const newcomer = await verifiedUser(t);
    for (const text of [
      "Visit https://cheap.example/deal",
      "see www.cheap-pills.net",
      "go to pills4u.com now",
    ]) {
      const res = await commentOn(newcomer, post.id, text);
      expect(res.statusCode, text).toBe(403);
      expect(res.json().error).toMatchObject({ code: "LINKS_NOT_ALLOWED" });
      expect(res.json().error.fields).toHaveProperty("content");
    }
    const dm = await api("POST", "/messages", newcomer, {
      conversationId: await conversationOf(newcomer, host),
      content: "https://cheap.example/deal",
    });
    expect(dm.json().error.code).toBe("LINKS_NOT_ALLOWED");
    expect((await commentOn(newcomer, post.id, "No link in this one, e.g. version 2.0")).statusCode).toBe(
      201,
    );
    expect((await commentOn(host, post.id, "My notes: https://example.com/notes")).statusCode).toBe(201);
  });
});

describe("repeated comments", () => {
  it("refuses the same comment again, whatever its case and spacing, but lets short reactions repeat", async () => {
    const author = await establishedUser(t);
    const spammer = await establishedUser(t);
    const [one, two] = [await publishPost(t, author.token), await publishPost(t, author.token)];
    expect((await commentOn(spammer, one.id, "Great post, check my profile for more")).statusCode).toBe(201);
    const again = await commentOn(spammer, two.id, "  great post,   CHECK my profile for more ");
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("DUPLICATE_COMMENT");
    expect((await commentOn(author, one.id, "Thanks!")).statusCode).toBe(201);
    expect((await commentOn(author, two.id, "Thanks!")).statusCode).toBe(201);
  });
});

describe("new accounts write less", () => {
  it("limits comments from an account younger than a day more than from older ones", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MULTIPLIER: "1" });
    try {
      const author = await establishedUser(limited);
      const post = await publishPost(limited, author.token);
      const newcomer = await verifiedUser(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await limited.request({
          method: "POST",
          url: "/api/v1/comments",
          token: newcomer.token,
          payload: { commentableType: "Post", commentableId: post.id, content: `Comment number ${i}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const older = await establishedUser(limited);
      for (let i = 0; i < 6; i++) {
        const res = await limited.request({
          method: "POST",
          url: "/api/v1/comments",
          token: older.token,
          payload: { commentableType: "Post", commentableId: post.id, content: `Older comment ${i}` },
        });
        expect(res.statusCode).toBe(201);
      }
    } finally {
      await limited.close();
    }
  });
});

describe("the blocklist", () => {
  it("holds matching comments and posts for review: their authors and staff see them, nobody else", async () => {
    await api("PUT", "/admin/blocklist", admin, { entries: ["free money", "spam.example"] });
    try {
      const author = await establishedUser(t);
      const reader = await verifiedUser(t);
      const post = await publishPost(t, author.token);
      const held = await commentOn(author, post.id, "Get FREE   MONEY here");
      expect(held.statusCode).toBe(201);
      expect(held.json<{ data: Comment }>().data.moderation).toBe("held");
      const viaSubdomain = await commentOn(author, post.id, "Look at shop.spam.example for offers");
      expect(viaSubdomain.json().data.moderation).toBe("held");
      const lookalike = await commentOn(author, post.id, "Not from notspam.example at all");
      expect(lookalike.json().data.moderation).toBeNull();
      const thread = async (who?: User) =>
        (await api("GET", `/posts/${post.id}/comments`, who)).json<{
          data: Comment[];
          meta: { total: number };
        }>();
      expect((await thread(reader)).data.map((c) => c.id)).toEqual([lookalike.json().data.id]);
      expect((await thread(reader)).meta.total).toBe(1);
      expect((await thread(author)).data).toHaveLength(3);
      expect((await thread(admin)).data).toHaveLength(3);
      expect((await api("GET", `/posts/${post.id}`)).json<{ data: Post }>().data.commentsCount).toBe(1);

      const spamPost = await publishPost(t, author.token, { title: "Free money for all" });
      expect(spamPost.moderation).toBe("held");
      expect((await api("GET", `/posts/${spamPost.slug}`, reader)).statusCode).toBe(404);
      expect((await api("GET", `/posts/${spamPost.slug}`, author)).json().data.moderation).toBe("held");
      const queue = (await api("GET", "/moderation/reports?limit=50", admin)).json<{
        data: { targetType: string; targetId: number }[];
      }>().data;
      expect(queue.some((g) => g.targetType === "post" && g.targetId === spamPost.id)).toBe(true);
    } finally {
      await api("PUT", "/admin/blocklist", admin, { entries: [] });
    }
  });

  it("reads the file again when it changes, ignoring comments, blank lines and repeats", async () => {
    const { writeFile, mkdtemp } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const file = path.join(await mkdtemp(path.join(tmpdir(), "blocklist-")), "list.txt");
    const list = new Blocklist(file);
    expect(await list.match("anything")).toBeUndefined();
    await writeFile(file, "# spam words\n\nCasino\ncasino\nbad-site.example  # a domain\n");
    expect(await list.entries()).toEqual(["Casino", "bad-site.example"]);
    expect(await list.match("Best cásino in town")).toBe("Casino");
    expect(await list.match("casinos are fun")).toBeUndefined();
    expect(await list.match("see https://www.bad-site.example/x")).toBe("bad-site.example");
  });
});
