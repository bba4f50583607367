// A post's revisions: which saves store one and why, the list and one revision, restoring (through the same
// save as an edit), thinning and the cap, and that nobody but the author learns anything of them.
import type { Post, Revision, RevisionSummary } from "@inkwell/contract";
import { REVISIONS_KEPT } from "@inkwell/contract";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { postRevisions } from "../../db/schema";
import { verifiedUser, withRole } from "../../../test/factories";
import { draftPost, publishPost } from "../../../test/posts";
import { apiUnder, author, reader, t, useAuthorAndReader } from "../../../test/suite";

useAuthorAndReader();
const api = apiUnder("/posts");

let admin: Awaited<ReturnType<typeof verifiedUser>>;
beforeAll(async () => {
  admin = await withRole(t, await verifiedUser(t), "admin");
});

async function historyOf(postId: number, token = author.token) {
  const res = await api("GET", `/${postId}/revisions`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: RevisionSummary[] }>().data;
}

const autosave = (id: number, title: string, content: string) =>
  api("PATCH", `/write/${id}`, author.token, { title, content });

describe("storing revisions", () => {
  it("keeps a draft's autosaves, its publishing and later updates, newest first, and skips saves that change no word", async () => {
    const draft = await draftPost(t, author.token, { title: "First words", content: "<p>one two</p>" });
    expect((await autosave(draft.id, "First words", "<p>one two three</p>")).statusCode).toBe(200);
    // The same words again: no new revision.
    expect((await autosave(draft.id, "First words", "<p>one two three</p>")).statusCode).toBe(200);
    const published = await api("POST", "/publish", author.token, {
      id: draft.id,
      title: "First words",
      content: "<p>one two three four</p>",
    });
    expect(published.statusCode, published.body).toBe(200);
    const update = await api("PATCH", `/write/${draft.id}`, author.token, {
      title: "Better words",
      content: "<p>one two three four five</p>",
    });
    expect(update.statusCode, update.body).toBe(200);

    const history = await historyOf(draft.id);
    expect(history.map((r) => [r.reason, r.title, r.words])).toEqual([
      ["update", "Better words", 5],
      ["publish", "First words", 4],
      ["autosave", "First words", 3],
      ["autosave", "First words", 2],
    ]);
    expect(history[0]).toMatchObject({ id: expect.any(Number), createdAt: expect.any(String) });
    expect(Object.keys(history[0]!).sort()).toEqual(["createdAt", "id", "reason", "title", "words"]);
  });

  it("answers one revision with its html and excerpt, and 404 for another post's revision", async () => {
    const post = await publishPost(t, author.token, {
      title: "Kept whole",
      content: "<h2>Part</h2><p>Body <strong>bold</strong></p>",
    });
    const [newest] = await historyOf(post.id);
    const res = await api("GET", `/${post.id}/revisions/${newest!.id}`, author.token);
    expect(res.statusCode, res.body).toBe(200);
    const revision = res.json<{ data: Revision }>().data;
    expect(revision).toMatchObject({ id: newest!.id, reason: "publish", title: "Kept whole" });
    expect(revision.html).toContain("<strong>bold</strong>");
    expect(revision.excerpt).toContain("Body");

    const other = await publishPost(t, author.token, { title: "Another one" });
    const wrong = await api("GET", `/${other.id}/revisions/${newest!.id}`, author.token);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json<{ error: { code: string } }>().error.code).toBe("REVISION_NOT_FOUND");
  });

  it("removes a post's revisions with the post", async () => {
    const post = await publishPost(t, author.token, { title: "Soon gone" });
    expect((await api("DELETE", `/${post.id}`, author.token)).statusCode).toBe(200);
    const left = await t.app.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(postRevisions)
      .where(eq(postRevisions.postId, post.id));
    expect(left[0]!.n).toBe(0);
  });
});

describe("restoring", () => {
  it("puts the words back through an ordinary save, keeping what it replaced as a restore revision", async () => {
    const post = await publishPost(t, author.token, {
      title: "Original title",
      content: "<p>Original zanzibar words</p>",
    });
    const [original] = await historyOf(post.id);
    await api("PATCH", `/write/${post.id}`, author.token, {
      title: "Unlucky title",
      content: "<p>Unlucky words</p>",
    });
    // An anonymous reader's cached answer shows the unlucky version until the restore.
    expect((await api("GET", `/${post.id}`)).json<{ data: Post }>().data.title).toBe("Unlucky title");

    const res = await api("POST", `/${post.id}/revisions/${original!.id}/restore`, author.token);
    expect(res.statusCode, res.body).toBe(200);
    const restored = res.json<{ data: Post }>().data;
    expect(restored).toMatchObject({ id: post.id, title: "Original title", status: "published" });
    expect(restored.content).toContain("Original zanzibar words");

    const history = await historyOf(post.id);
    expect(history[0]).toMatchObject({ reason: "restore", title: "Unlucky title", words: 2 });
    expect(history.length).toBe(3);
    // Readers, the cache and search see the restored words.
    expect((await api("GET", `/${post.id}`)).json<{ data: Post }>().data.title).toBe("Original title");
    const found = (await api("GET", "/?q=zanzibar")).json<{ data: Post[] }>().data;
    expect(found.map((p) => p.id)).toContain(post.id);
  });

  it("sanitises what it restores, like any save", async () => {
    const post = await draftPost(t, author.token, { title: "Draft", content: "<p>safe</p>" });
    const [first] = await historyOf(post.id);
    await t.app.ctx.db
      .update(postRevisions)
      .set({ content: '<p>kept</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' })
      .where(eq(postRevisions.id, first!.id));
    await autosave(post.id, "Draft", "<p>changed</p>");
    const res = await api("POST", `/${post.id}/revisions/${first!.id}/restore`, author.token);
    expect(res.statusCode, res.body).toBe(200);
    const content = res.json<{ data: Post }>().data.content;
    expect(content).toContain("kept");
    expect(content).not.toMatch(/onerror|script/);
  });
});

describe("thinning", () => {
  it("keeps one revision per 10 minutes after a day, and the newest ones up to the cap", async () => {
    const post = await draftPost(t, author.token, { title: "Busy", content: "<p>v0</p>" });
    for (let i = 1; i <= 5; i++) await autosave(post.id, "Busy", `<p>v${i}</p>`);
    const ids = (await historyOf(post.id)).map((r) => r.id).reverse();
    // The first four were two days ago, in two 10-minute windows; the last two are recent.
    const twoDaysAgo = Date.UTC(2020, 0, 1, 12, 0, 0);
    const at = [0, 60_000, 11 * 60_000, 12 * 60_000];
    for (const [i, offset] of at.entries()) {
      await t.app.ctx.db
        .update(postRevisions)
        .set({ createdAt: new Date(twoDaysAgo + offset) })
        .where(eq(postRevisions.id, ids[i]!));
    }
    await autosave(post.id, "Busy", "<p>v6</p>");
    const kept = (await historyOf(post.id)).map((r) => r.id).reverse();
    expect(kept).toEqual([ids[1], ids[3], ids[4], ids[5], expect.any(Number)]);
  });

  it(`keeps at most ${REVISIONS_KEPT} revisions of a post, dropping the oldest`, async () => {
    const post = await draftPost(t, author.token, { title: "Many", content: "<p>start</p>" });
    await t.app.ctx.db.insert(postRevisions).values(
      Array.from({ length: REVISIONS_KEPT + 20 }, (_, i) => ({
        postId: post.id,
        reason: "autosave" as const,
        title: "Many",
        content: `<p>old ${i}</p>`,
        excerpt: "",
        words: 2,
      })),
    );
    await autosave(post.id, "Many", "<p>newest</p>");
    const history = await historyOf(post.id);
    expect(history).toHaveLength(REVISIONS_KEPT);
    const newest = await api("GET", `/${post.id}/revisions/${history[0]!.id}`, author.token);
    expect(newest.json<{ data: Revision }>().data.html).toContain("newest");
  });
});

describe("who may see them", () => {
  it("answers 404 to everyone but the author, and changes nothing for them", async () => {
    const post = await publishPost(t, author.token, { title: "Mine alone" });
    const [revision] = await historyOf(post.id);
    const paths = [
      ["GET", `/${post.id}/revisions`],
      ["GET", `/${post.id}/revisions/${revision!.id}`],
      ["POST", `/${post.id}/revisions/${revision!.id}/restore`],
    ] as const;
    for (const token of [undefined, reader.token, admin.token]) {
      for (const [method, path] of paths) {
        const res = await api(method, path, token);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json<{ error: { code: string } }>().error.code).toBe("POST_NOT_FOUND");
        expect(res.body).not.toContain("Mine alone");
      }
    }
    expect(await historyOf(post.id)).toHaveLength(1);
  });

  it("answers 400 naming the field for malformed ids", async () => {
    const bad = await api("GET", "/abc/revisions", author.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty("id");
    const badRevision = await api("POST", "/1/revisions/-3/restore", author.token);
    expect(badRevision.statusCode).toBe(400);
    expect(badRevision.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty(
      "revisionId",
    );
  });
});
