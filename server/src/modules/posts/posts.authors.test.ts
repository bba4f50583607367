// The site's publishing rule: with `publishing: "authors"` only authors, moderators and administrators publish
// or schedule; everyone else keeps drafts, by every path (the editor's calls, scheduled posts, imports).
import type { Post } from "@inkwell/contract";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { posts } from "../../db/schema";
import { verifiedUser, withRole } from "../../../test/factories";
import { importFile, myPosts } from "../../../test/imports";
import { draftPost, publishPost, samplePost } from "../../../test/posts";
import { useSiteSettings } from "../../../test/site";
import { t, useApp } from "../../../test/suite";

useApp();

type Member = Awaited<ReturnType<typeof verifiedUser>>;
let member: Member;
let writer: Member;
beforeAll(async () => {
  member = await verifiedUser(t);
  writer = await withRole(t, await verifiedUser(t), "author");
});
useSiteSettings({ publishing: "authors" });

const api = (method: "GET" | "POST" | "PATCH", url: string, who: Member | null, payload?: object) =>
  t.request({ method, url: `/api/v1${url}`, token: who?.token, ...(payload ? { payload } : {}) });
const inFuture = () => new Date(Date.now() + 3_600_000).toISOString();
const restricted = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(403);
  expect((res.json() as { error: { code: string } }).error.code).toBe("PUBLISHING_RESTRICTED");
};

describe("with publishing for authors only", () => {
  it("refuses a member's publishing and scheduling (403 PUBLISHING_RESTRICTED) but keeps their drafts", async () => {
    restricted(await api("POST", "/posts/publish", member, samplePost()));
    restricted(
      await api("POST", "/posts/publish", member, samplePost({ isScheduled: true, publishedAt: inFuture() })),
    );
    const draft = await draftPost(t, member.token, { title: "Kept as a draft" });
    restricted(await api("PATCH", `/posts/write/${draft.id}`, member, { status: "published" }));
    restricted(
      await api("POST", "/posts/publish", member, samplePost({ id: draft.id, title: "Kept as a draft" })),
    );
    const saved = await api("PATCH", `/posts/write/${draft.id}`, member, { title: "Still a draft" });
    expect(saved.statusCode, saved.body).toBe(200);
    const [mine] = await myPosts(member.token);
    expect(mine).toMatchObject({ title: "Still a draft", status: "draft" });
  });

  it("tells the member and the editor so: canPublish and can.publish are false", async () => {
    const me = await api("GET", "/auth/me", member);
    expect(me.json<{ data: { canPublish: boolean } }>().data.canPublish).toBe(false);
    const draft = await draftPost(t, member.token);
    const edited = await api("GET", `/posts/write/${draft.id}`, member);
    expect(edited.json<{ data: Post }>().data.can).toMatchObject({ edit: true, publish: false });
    const writerMe = await api("GET", "/auth/me", writer);
    expect(writerMe.json<{ data: { canPublish: boolean } }>().data.canPublish).toBe(true);
  });

  it("lets authors, moderators and administrators publish and schedule", async () => {
    for (const role of ["moderator", "admin"] as const) {
      const staff = await withRole(t, await verifiedUser(t), role);
      expect((await publishPost(t, staff.token)).status).toBe("published");
    }
    expect((await publishPost(t, writer.token)).status).toBe("published");
    const scheduled = await publishPost(t, writer.token, { isScheduled: true, publishedAt: inFuture() });
    expect(scheduled.status).toBe("scheduled");
    expect(scheduled.can.publish).toBe(true);
  });

  it("keeps what a member published before as it is, and lets them edit it", async () => {
    await t.app.ctx.site.save({ publishing: "everyone" });
    const earlier = await publishPost(t, member.token, { title: "Published before the rule" });
    await t.app.ctx.site.save({ publishing: "authors" });
    const res = await api("PATCH", `/posts/write/${earlier.id}`, member, { title: "Edited after the rule" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Post }>().data).toMatchObject({
      status: "published",
      title: "Edited after the rule",
    });
  });

  it("leaves a member's scheduled post waiting until they may publish again", async () => {
    await t.app.ctx.site.save({ publishing: "everyone" });
    const waiting = await verifiedUser(t);
    const post = await publishPost(t, waiting.token, { isScheduled: true, publishedAt: inFuture() });
    await t.app.ctx.site.save({ publishing: "authors" });
    await t.app.ctx.db
      .update(posts)
      .set({ publishedAt: sql`now() - interval '1 minute'` })
      .where(eq(posts.id, post.id));
    await t.app.services.publishing.publishDue();
    expect((await api("GET", `/posts/${post.slug}`, null)).statusCode).toBe(404);
    const [row] = await t.app.ctx.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row!.status).toBe("scheduled");

    await withRole(t, waiting, "author");
    await t.app.services.publishing.publishDue();
    const read = await api("GET", `/posts/${post.slug}`, null);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: Post }>().data.status).toBe("published");
  });

  it("imports a member's published posts as drafts, and an author's as they were", async () => {
    const md = ["---", "title: An imported essay", "date: 2022-03-04T05:06:07Z", "---", "", "Words."].join(
      "\n",
    );
    const importer = await verifiedUser(t);
    expect((await importFile(t, importer.token, "essay.md", md)).status).toBe("done");
    const [imported] = await myPosts(importer.token);
    expect(imported).toMatchObject({ title: "An imported essay", status: "draft" });

    const authorImporter = await withRole(t, await verifiedUser(t), "author");
    expect((await importFile(t, authorImporter.token, "essay.md", md)).status).toBe("done");
    const [kept] = await myPosts(authorImporter.token);
    expect(kept).toMatchObject({ title: "An imported essay", status: "published" });
  });
});
