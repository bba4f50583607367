// The mail queue: retries, what a crashed process had claimed, the rate per minute, and the mails a
// moderator's decision stops on the way out.
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { mailQueue, subscribers } from "../../db/schema";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { verifiedUser } from "../../../test/factories";
import { hide, mailsTo, subscribe, suspend } from "../../../test/newsletter";
import { publishPost } from "../../../test/posts";
import { author, t, useAuthor } from "../../../test/suite";

useAuthor();

/** Apps of their own some tests start, closed with the file's. */
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

/** An app of its own that sends one queued mail a minute, with a writer and `count` active subscribers. */
async function rateLimitedWriter(count: number) {
  const app = await createTestApp({ NEWSLETTER_RATE_PER_MINUTE: "1" });
  apps.push(app);
  const writer = await verifiedUser(app);
  for (let i = 0; i < count; i += 1) {
    const reader = await verifiedUser(app);
    const res = await app.request({
      method: "POST",
      url: `/api/v1/newsletter/${writer.user.username}/subscribe`,
      token: reader.token,
      payload: { email: reader.user.email },
    });
    expect(res.json().data.status).toBe("active");
  }
  return { app, writer };
}

const mailsWithSubject = (app: TestApp, subject: string) =>
  app.mail.messages.filter((m) => m.subject === subject).length;

/** A minute later, as far as the rate is concerned: the queue goes on with what is left. */
async function drainLater(app: TestApp) {
  await app.app.ctx.db.update(mailQueue).set({ sentAt: sql`now() - interval '2 minutes'` });
  await app.app.services.newsletter.queue.drain();
}

/** How the queued mails of a post ended. */
async function mailsOfPost(app: TestApp, postId: number) {
  const rows = await app.app.ctx.db
    .select({ status: mailQueue.status })
    .from(mailQueue)
    .where(sql`${mailQueue.dedupeKey} like ${`newsletter:${postId}:%`}`);
  const count = (status: string) => rows.filter((r) => r.status === status).length;
  return { sent: count("sent"), queued: count("queued"), cancelled: count("failed") };
}

describe("the mail queue", () => {
  it("retries a refused mail later with a growing wait, then sends it", async () => {
    const reader = await verifiedUser(t);
    await subscribe(reader.user.email, reader.token);
    const send = vi.spyOn(t.mail, "send").mockRejectedValueOnce(new Error("451 try again later"));
    try {
      const post = await publishPost(t, author.token, { title: "Refused once" });
      const [row] = await t.app.ctx.db
        .select()
        .from(mailQueue)
        .where(
          sql`${mailQueue.dedupeKey} like ${`newsletter:${post.id}:%`} and ${mailQueue.recipient} = ${reader.user.email}`,
        );
      expect(row).toMatchObject({ status: "queued", attempts: 1, lastError: "451 try again later" });
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
      await t.app.ctx.db
        .update(mailQueue)
        .set({ nextAttemptAt: new Date() })
        .where(eq(mailQueue.id, row!.id));
      await t.app.services.newsletter.queue.drain();
      expect(mailsTo(reader.user.email).some((m) => m.subject === "Refused once")).toBe(true);
    } finally {
      send.mockRestore();
    }
  });

  it("sends what a crashed process had claimed, and no more per minute than the rate allows", async () => {
    const slow = await createTestApp({ NEWSLETTER_RATE_PER_MINUTE: "2" }, { shared: t.app.ctx.database });
    try {
      await t.app.ctx.db.update(mailQueue).set({ sentAt: new Date(Date.now() - 120_000) });
      const rows = ["a", "b", "c"].map((x) => ({
        kind: "confirm" as const,
        recipient: `queued.${x}@example.com`,
        payload: { subscriberId: 0 },
        dedupeKey: `test:${x}`,
        lockedUntil: new Date(Date.now() - 1000),
      }));
      const [pending] = await t.app.ctx.db
        .insert(subscribers)
        .values({ authorId: author.user.id, email: "queued@example.com" })
        .returning();
      await t.app.ctx.db
        .insert(mailQueue)
        .values(rows.map((r) => ({ ...r, payload: { subscriberId: pending!.id } })));
      const sent = await slow.app.services.newsletter.queue.drain();
      expect(sent).toBe(2);
      expect(slow.mail.messages.map((m) => m.to).sort()).toEqual([
        "queued.a@example.com",
        "queued.b@example.com",
      ]);
      const left = await t.app.ctx.db.select().from(mailQueue).where(eq(mailQueue.dedupeKey, "test:c"));
      expect(left[0]!.status).toBe("queued");
    } finally {
      await slow.close();
    }
  });
});

describe("moderation on the way out", () => {
  it("sends none of a post's queued mails once a moderator hides it", async () => {
    const { app, writer } = await rateLimitedWriter(3);
    const post = await publishPost(app, writer.token, { title: "Hidden right after" });
    expect(await mailsOfPost(app, post.id)).toEqual({ sent: 1, queued: 2, cancelled: 0 });
    await hide(app, post.id);
    await drainLater(app);
    expect(mailsWithSubject(app, "Hidden right after")).toBe(1);
    expect(await mailsOfPost(app, post.id)).toEqual({ sent: 1, queued: 0, cancelled: 2 });
  });

  it("sends none of a post's queued mails once its writer is suspended", async () => {
    const { app, writer } = await rateLimitedWriter(3);
    const post = await publishPost(app, writer.token, { title: "Then suspended" });
    await suspend(app, writer.user.id);
    await drainLater(app);
    expect(mailsWithSubject(app, "Then suspended")).toBe(1);
    expect(await mailsOfPost(app, post.id)).toEqual({ sent: 1, queued: 0, cancelled: 2 });
  });
});
