import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comments, follows, messages, notifications, posts, topics, users } from "../db/schema";
import { createTestApp } from "../../test/app";
import type { TestApp } from "../../test/app";
import { seedDemoContent } from ".";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.app.ctx.db, t.app.ctx.config.dataDir, t.app.log);
});
afterAll(() => t.close());

const total = async (
  table:
    typeof users | typeof posts | typeof topics | typeof comments | typeof follows | typeof notifications,
) => (await t.app.ctx.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe("demo content", () => {
  it("seeds authors, topics, posts in every state, threads, follows and notifications once", async () => {
    expect(await total(users)).toBeGreaterThanOrEqual(6);
    expect(await total(topics)).toBeGreaterThanOrEqual(8);
    const published = await t.app.ctx.db
      .select({ n: count() })
      .from(posts)
      .where(eq(posts.status, "published"));
    expect(published[0]?.n).toBeGreaterThanOrEqual(40);
    const states = await t.app.ctx.db.selectDistinct({ status: posts.status }).from(posts);
    expect(states.map((s) => s.status).sort()).toEqual(["draft", "published", "scheduled"]);
    expect(await total(comments)).toBeGreaterThan(40);
    expect(await total(follows)).toBeGreaterThan(10);
    expect(await total(notifications)).toBeGreaterThan(10);
    // Notifications name people by their display name, as those the site sends later do.
    const texts = (await t.app.ctx.db.select({ content: notifications.content }).from(notifications)).map(
      (n) => n.content,
    );
    expect(texts).toContain("Sarah Chen started following you");
    const usernames = (await t.app.ctx.db.select({ username: users.username }).from(users)).map(
      (u) => u.username,
    );
    for (const text of texts) expect(usernames.filter((u) => text.startsWith(`${u} `))).toEqual([]);
    expect((await t.app.ctx.db.select({ n: count() }).from(messages))[0]?.n).toBeGreaterThan(4);
    await seedDemoContent(t.app.ctx.db, t.app.ctx.config.dataDir, t.app.log);
    expect(await total(users)).toBeLessThan(20);
  });

  it("serves the demo through the API: featured posts, Vietnamese search, topics and the demo sign-in", async () => {
    const featured = (await t.request({ method: "GET", url: "/api/v1/posts?featured=true" })).json().data;
    expect(featured).toHaveLength(3);
    const vi = (
      await t.request({ method: "GET", url: `/api/v1/posts?q=${encodeURIComponent("hoi an")}` })
    ).json();
    expect(vi.meta.total).toBeGreaterThan(0);
    const topicList = (await t.request({ method: "GET", url: "/api/v1/topics" })).json().data;
    expect(topicList[0].postsCount).toBeGreaterThan(0);
    const login = await t.request({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email: "alex", password: "inkwell-demo" },
    });
    expect(login.statusCode).toBe(200);
    const cover = featured[0].coverImage as string;
    expect((await t.request({ method: "GET", url: cover })).statusCode).toBe(200);
  });
});
