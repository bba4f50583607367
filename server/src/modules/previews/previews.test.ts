// Draft previews: the author makes a link to a post's current draft (the same one while it is live) and
// revokes it; whoever holds it reads the saved draft, privately, until it expires, is revoked or the post is
// deleted; nobody else may make or revoke one.
import type { Post, PostPreview, PreviewLink } from "@inkwell/contract";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { postPreviews } from "../../db/schema";
import { draftPost, publishPost } from "../../../test/posts";
import { apiUnder, author, reader, t, useAuthorAndReader } from "../../../test/suite";

useAuthorAndReader();

const api = apiUnder("");
const link = (postId: number, token = author.token) => api("POST", `/posts/${postId}/preview-link`, token);
const revoke = (postId: number, token = author.token) =>
  api("DELETE", `/posts/${postId}/preview-link`, token);
const open = (token: string, viewer?: string) => api("GET", `/previews/${token}`, viewer);

async function madeLink(post: Post): Promise<PreviewLink> {
  const res = await link(post.id);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: PreviewLink }>().data;
}

describe("making a preview link", () => {
  it("gives the author a link to /preview/{token} that lasts seven days, and the same one while it is live", async () => {
    const post = await draftPost(t, author.token, { title: "Not yet" });
    const made = await madeLink(post);
    expect(made.url).toBe(`http://localhost:3000/preview/${made.token}`);
    expect(made.token).toMatch(/^[\w-]{43}$/);
    const days = (new Date(made.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const again = await link(post.id);
    expect(again.statusCode).toBe(200);
    expect(again.headers["cache-control"]).toBe("private, no-store");
    expect(again.json<{ data: PreviewLink }>().data).toEqual(made);
  });

  it("stores only a hash of the token and a nonce that does not make it without the server's secret", async () => {
    const post = await draftPost(t, author.token);
    const made = await madeLink(post);
    const [row] = await t.app.ctx.db.select().from(postPreviews).where(eq(postPreviews.postId, post.id));
    expect(JSON.stringify(row)).not.toContain(made.token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("is the author's alone: anyone else is told the post does not exist, even a published one", async () => {
    const draft = await draftPost(t, author.token);
    const published = await publishPost(t, author.token);
    for (const post of [draft, published]) {
      for (const res of [await link(post.id, reader.token), await revoke(post.id, reader.token)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json<{ error: { code: string } }>().error.code).toBe("POST_NOT_FOUND");
      }
      expect((await api("POST", `/posts/${post.id}/preview-link`)).statusCode).toBe(401);
    }
    expect((await link(999_999)).statusCode).toBe(404);
    expect(await t.app.ctx.db.$count(postPreviews, eq(postPreviews.postId, published.id))).toBe(0);
  });
});

describe("opening a preview link", () => {
  it("shows anyone the draft as last saved, with no abilities, privately and unindexed", async () => {
    const post = await draftPost(t, author.token, { title: "First words", content: "<p>Early text</p>" });
    const { token } = await madeLink(post);
    const saved = await api("PATCH", `/posts/write/${post.id}`, author.token, {
      title: "Second words",
      content: "<p>Better text</p>",
    });
    expect(saved.statusCode, saved.body).toBe(200);

    for (const viewer of [undefined, reader.token]) {
      const res = await open(token, viewer);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.headers["x-robots-tag"]).toBe("noindex");
      const { post: shown, expiresAt } = res.json<{ data: PostPreview }>().data;
      expect(shown).toMatchObject({ id: post.id, title: "Second words", status: "draft" });
      expect(shown.content).toBe("<p>Better text</p>");
      expect(shown.can).toEqual({
        edit: false,
        delete: false,
        report: false,
        feature: false,
        publish: false,
      });
      expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    }
    // The link opens this draft only: the post's own address stays closed to others.
    expect((await api("GET", `/posts/${post.id}`, reader.token)).statusCode).toBe(404);
    expect((await api("GET", `/posts/write/${post.id}`, reader.token)).statusCode).toBe(404);
  });

  it("is a 404 once revoked, and a new link after that is a new token", async () => {
    const post = await draftPost(t, author.token);
    const { token } = await madeLink(post);
    const res = await revoke(post.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect((await open(token)).statusCode).toBe(404);
    expect((await revoke(post.id)).statusCode).toBe(204);
    const fresh = await madeLink(post);
    expect(fresh.token).not.toBe(token);
    expect((await open(fresh.token)).statusCode).toBe(200);
    expect((await open(token)).statusCode).toBe(404);
  });

  it("is a 404 once expired, and making a link then gives a new one", async () => {
    const post = await draftPost(t, author.token);
    const { token } = await madeLink(post);
    await t.app.ctx.db
      .update(postPreviews)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(postPreviews.postId, post.id));
    const res = await open(token);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: { code: string } }>().error.code).toBe("PREVIEW_NOT_FOUND");
    const fresh = await madeLink(post);
    expect(fresh.token).not.toBe(token);
    expect((await open(fresh.token)).statusCode).toBe(200);
  });

  it("is a 404 once the post is deleted", async () => {
    const post = await draftPost(t, author.token);
    const { token } = await madeLink(post);
    expect((await api("DELETE", `/posts/${post.id}`, author.token)).statusCode).toBe(200);
    expect((await open(token)).statusCode).toBe(404);
  });

  it("is a 404 for a token that is malformed, unknown or one letter off", async () => {
    const post = await draftPost(t, author.token);
    const { token } = await madeLink(post);
    const last = token.at(-1) === "A" ? "B" : "A";
    for (const bad of ["x", "%20", `${token}x`, token.slice(0, -1) + last, "a".repeat(43), "a".repeat(200)]) {
      const res = await open(encodeURIComponent(bad));
      expect(res.statusCode, bad).toBe(404);
      expect(res.headers["cache-control"], bad).toBe("private, no-store");
    }
  });

  it("is a 404 once a moderator hides the post", async () => {
    const post = await draftPost(t, author.token);
    const { token } = await madeLink(post);
    await t.app.ctx.db.execute(sql`update posts set moderation = 'hidden' where id = ${post.id}`);
    expect((await open(token)).statusCode).toBe(404);
  });

  it("works on another process sharing the database", async () => {
    const { createTestApp } = await import("../../../test/app");
    const other = await createTestApp({}, { shared: t.app.ctx.database });
    try {
      const post = await draftPost(t, author.token, { title: "Seen elsewhere" });
      const { token } = await madeLink(post);
      const res = await other.request({ method: "GET", url: `/api/v1/previews/${token}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: PostPreview }>().data.post.title).toBe("Seen elsewhere");
      await revoke(post.id);
      expect((await other.request({ method: "GET", url: `/api/v1/previews/${token}` })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
