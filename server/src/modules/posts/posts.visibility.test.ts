// Who sees which post on every read path, and scheduled posts: published at their time, held while their
// writer is suspended or banned.
import type { Post } from "@inkwell/contract";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { posts } from "../../db/schema";
import { verifiedUser, withRole } from "../../../test/factories";
import { draftPost, follow, publishPost, samplePost } from "../../../test/posts";
import type { reader } from "../../../test/suite";
import { apiUnder, author, t, useAuthorAndReader } from "../../../test/suite";

useAuthorAndReader();

const api = apiUnder("/posts");

describe("visibility", () => {
  it("shows each viewer exactly what they may see, on every read path", async () => {
    const owner = await verifiedUser(t);
    const follower = await verifiedUser(t);
    const stranger = await verifiedUser(t);
    await follow(t, follower.user.id, owner.user.id);
    const word = `zebra${Date.now()}`;
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const made = {
      public: await publishPost(t, owner.token, { title: `${word} public`, visibility: "public" }),
      followers: await publishPost(t, owner.token, { title: `${word} followers`, visibility: "followers" }),
      private: await publishPost(t, owner.token, { title: `${word} private`, visibility: "private" }),
      draft: await draftPost(t, owner.token, { title: `${word} draft` }),
      scheduled: await publishPost(t, owner.token, {
        title: `${word} scheduled`,
        isScheduled: true,
        publishedAt: future,
      }),
    };
    expect(made.scheduled.status).toBe("scheduled");
    const expected: Record<string, string[]> = {
      anonymous: ["public"],
      stranger: ["public"],
      follower: ["public", "followers"],
      owner: ["public", "followers", "private"],
    };
    const tokens: Record<string, string | undefined> = {
      anonymous: undefined,
      stranger: stranger.token,
      follower: follower.token,
      owner: owner.token,
    };
    for (const [who, token] of Object.entries(tokens)) {
      const listed = (await api("GET", `?q=${word}&limit=50`, token))
        .json()
        .data.map((p: { title: string }) => p.title);
      const byAuthor = (await api("GET", `?author=${owner.input.username}&limit=50`, token)).json().data
        .length;
      expect(listed.sort(), who).toEqual(expected[who]!.map((k) => `${word} ${k}`).sort());
      expect(byAuthor, who).toBe(expected[who]!.length);
      for (const [kind, post] of Object.entries(made)) {
        const status = (await api("GET", `/${post.slug}`, token)).statusCode;
        const canSee = expected[who]!.includes(kind) || who === "owner";
        expect(status, `${who} reading ${kind}`).toBe(canSee ? 200 : 404);
      }
    }
    const rss = await t.request({ method: "GET", url: "/rss.xml" });
    if (rss.statusCode === 200) {
      expect(rss.body).toContain(`${word} public`);
      expect(rss.body).not.toMatch(new RegExp(`${word} (followers|private|draft|scheduled)`));
    }
  });

  it("publishes a scheduled post at its time, even if the server was down then", async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const post = await publishPost(t, author.token, {
      title: "Later",
      isScheduled: true,
      publishedAt: future,
    });
    expect((await api("GET", `/${post.slug}`)).statusCode).toBe(404);
    const mine = (await api("GET", "/my-posts?status=scheduled", author.token)).json().data;
    expect(mine.map((p: { id: number }) => p.id)).toContain(post.id);
    await t.app.ctx.db
      .update(posts)
      .set({ publishedAt: sql`now() - interval '1 minute'` })
      .where(eq(posts.id, post.id));
    const read = await api("GET", `/${post.slug}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.status).toBe("published");
    const [row] = await t.app.ctx.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row?.status).toBe("scheduled");
  });

  it("keeps a suspended or banned writer's scheduled post unpublished and unmailed until the sanction ends", async () => {
    const moderator = await withRole(t, await verifiedUser(t), "moderator");
    const subscriber = await verifiedUser(t);
    const sanction = (userId: number, what: "suspend" | "ban" | "unban") =>
      t.request({
        method: "POST",
        url: `/api/v1/moderation/users/${userId}/${what}`,
        token: moderator.token,
        payload:
          what === "suspend"
            ? { until: new Date(Date.now() + 86_400_000).toISOString(), reason: "Cooling off" }
            : what === "ban"
              ? { reason: "Spam" }
              : undefined,
      });
    const scheduled: { post: Post; writer: typeof reader }[] = [];
    for (const what of ["suspend", "ban"] as const) {
      const writer = await verifiedUser(t);
      const subscribed = await t.request({
        method: "POST",
        url: `/api/v1/newsletter/${writer.user.username}/subscribe`,
        token: subscriber.token,
        payload: { email: subscriber.user.email },
      });
      expect(subscribed.json().data.status).toBe("active");
      const post = await publishPost(t, writer.token, {
        title: `Scheduled before a ${what}`,
        isScheduled: true,
        publishedAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
      expect((await sanction(writer.user.id, what)).statusCode).toBe(200);
      scheduled.push({ post, writer });
    }
    await t.app.ctx.db
      .update(posts)
      .set({ publishedAt: sql`now() - interval '1 minute'` })
      .where(
        inArray(
          posts.id,
          scheduled.map(({ post }) => post.id),
        ),
      );
    const mailed = (title: string) => t.mail.messages.some((m) => m.subject === title);

    await t.app.services.publishing.publishDue();
    const feed = (await t.request({ method: "GET", url: "/rss.xml" })).body;
    for (const { post } of scheduled) {
      expect((await api("GET", `/${post.slug}`)).statusCode).toBe(404);
      expect(mailed(post.title)).toBe(false);
      expect(feed).not.toContain(post.title);
    }

    for (const { writer } of scheduled)
      expect((await sanction(writer.user.id, "unban")).statusCode).toBe(200);
    await t.app.services.publishing.publishDue();
    for (const { post } of scheduled) {
      const read = await api("GET", `/${post.slug}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().data.status).toBe("published");
      expect(mailed(post.title)).toBe(true);
    }
  });

  it("refuses a schedule in the past or without a time", async () => {
    const past = await api(
      "POST",
      "/publish",
      author.token,
      samplePost({ isScheduled: true, publishedAt: "2020-01-01T00:00:00Z" }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toHaveProperty("publishedAt");
    const none = await api("POST", "/publish", author.token, samplePost({ isScheduled: true }));
    expect(none.json().error.fields).toHaveProperty("publishedAt");
  });
});
