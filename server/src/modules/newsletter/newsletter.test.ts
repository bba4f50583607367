import { parse as parseCsv } from "csv-parse/sync";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailQueue, subscribers } from "../../db/schema";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { verifiedUser, withRole } from "../../../test/factories";
import { fileForm } from "../../../test/imports";
import { follow, publishPost } from "../../../test/posts";
import { isoWeek } from "./newsletter.service";

type User = Awaited<ReturnType<typeof verifiedUser>>;

let t: TestApp;
let author: User;

const mailsTo = (to: string) => t.mail.messages.filter((m) => m.to === to);
const subscribe = (email: string, token?: string, username = author.user.username) =>
  t.request({ method: "POST", url: `/api/v1/newsletter/${username}/subscribe`, token, payload: { email } });
const param = (link: string, name: string) => new URL(link).searchParams.get(name)!;

/** Apps of their own some tests start, closed with the file's. */
const apps: TestApp[] = [];
const moderators = new Map<TestApp, User>();

async function asModerator(app: TestApp, url: string, payload: object) {
  let moderator = moderators.get(app);
  if (!moderator) {
    moderator = await withRole(app, await verifiedUser(app), "moderator");
    moderators.set(app, moderator);
  }
  const res = await app.request({ method: "POST", url: `/api/v1${url}`, token: moderator.token, payload });
  expect(res.statusCode, res.body).toBe(200);
}
const hide = (app: TestApp, postId: number) =>
  asModerator(app, `/moderation/posts/${postId}/moderate`, { action: "hide" });
const suspend = (app: TestApp, userId: number) =>
  asModerator(app, `/moderation/users/${userId}/suspend`, {
    until: new Date(Date.now() + 86_400_000).toISOString(),
    reason: "Cooling off",
  });
const ban = (app: TestApp, userId: number) =>
  asModerator(app, `/moderation/users/${userId}/ban`, { reason: "Spam" });

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

beforeAll(async () => {
  t = await createTestApp();
  author = await verifiedUser(t);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.close();
});

describe("subscribing", () => {
  it("asks an address to confirm by mail before anything is sent to it", async () => {
    const res = await subscribe("reader.one@example.com");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: "pending", confirmationSent: true });
    const [confirmation] = mailsTo("reader.one@example.com");
    expect(confirmation!.subject).toBe(`Confirm your subscription to ${author.user.name}`);
    expect(confirmation!.link).toMatch(/^http:\/\/localhost:3000\/newsletter\?confirm=c\d+\./);

    await publishPost(t, author.token, { title: "Before confirming" });
    expect(mailsTo("reader.one@example.com")).toHaveLength(1);

    const confirmed = await t.request({
      method: "POST",
      url: "/api/v1/newsletter/confirm",
      payload: { token: param(confirmation!.link!, "confirm") },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.subscriptions).toEqual([
      {
        author: { id: author.user.id, name: author.user.name, username: author.user.username },
        status: "active",
      },
    ]);
  });

  it("takes a signed-in reader's verified address at once, and tells strangers nothing", async () => {
    const reader = await verifiedUser(t);
    const own = await subscribe(reader.user.email, reader.token);
    expect(own.json().data).toEqual({ status: "active", confirmationSent: false });
    const probe = await subscribe(reader.user.email);
    expect(probe.json().data).toEqual({ status: "pending", confirmationSent: true });
    expect(
      mailsTo(reader.user.email).filter((m) => m.subject.startsWith("Confirm your subscription")),
    ).toHaveLength(0);
  });

  it("refuses a bad address and an unknown writer", async () => {
    const bad = await subscribe("not-an-email");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("email");
    const nobody = await subscribe("x@example.com", undefined, "no_such_writer");
    expect(nobody.json().error.code).toBe("USER_NOT_FOUND");
    const forged = await t.request({
      method: "POST",
      url: "/api/v1/newsletter/confirm",
      payload: { token: "c1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    });
    expect(forged.json().error.code).toBe("INVALID_TOKEN");
  });
});

describe("a published post by email", () => {
  let reader: Awaited<ReturnType<typeof verifiedUser>>;
  beforeAll(async () => {
    reader = await verifiedUser(t);
    await subscribe(reader.user.email, reader.token);
  });

  it("goes to subscribers through the queue, rendered for mail with unsubscribe headers", async () => {
    const post = await publishPost(t, author.token, {
      title: "Newsletter day",
      content:
        '<p>Hello <a href="/topics/design">readers</a></p><p><img src="/uploads/2026/01/abc.webp"></p><iframe class="ql-video" src="https://www.youtube.com/embed/abcdefgh"></iframe>',
      coverImage: "/uploads/2026/01/cover.webp",
    });
    const mail = mailsTo(reader.user.email).find((m) => m.subject === "Newsletter day")!;
    expect(mail).toBeDefined();
    expect(mail.html).toContain('src="http://localhost:3000/uploads/2026/01/abc.webp"');
    expect(mail.html).toContain('src="http://localhost:3000/uploads/2026/01/cover.webp"');
    expect(mail.html).toContain('href="http://localhost:3000/topics/design"');
    expect(mail.html).toContain(`href="http://localhost:3000/blog/${post.slug}"`);
    expect(mail.html).toContain("Read on the site");
    expect(mail.html).not.toContain("<iframe");
    expect(mail.html).toContain('name="viewport"');
    expect(mail.text).toContain(`Read on the site: http://localhost:3000/blog/${post.slug}`);
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3000\/api\/v1\/newsletter\/unsubscribe\?token=s\d+\.[\w-]+>$/,
    );
    const [row] = await t.app.ctx.db
      .select()
      .from(mailQueue)
      .where(
        eq(
          mailQueue.dedupeKey,
          `newsletter:${post.id}:${(await t.app.ctx.db.select().from(subscribers).where(eq(subscribers.email, reader.user.email)))[0]!.id}`,
        ),
      );
    expect(row).toMatchObject({ status: "sent", attempts: 0 });
  });

  it("is not sent for followers-only posts, posts the author keeps off email, or twice", async () => {
    const before = mailsTo(reader.user.email).length;
    await publishPost(t, author.token, { title: "Followers only", visibility: "followers" });
    await publishPost(t, author.token, { title: "Not by email", sendNewsletter: false });
    const post = await publishPost(t, author.token, { title: "Back and forth" });
    await t.request({
      method: "POST",
      url: "/api/v1/posts/draft",
      token: author.token,
      payload: { id: post.id },
    });
    await t.request({
      method: "POST",
      url: "/api/v1/posts/publish",
      token: author.token,
      payload: { id: post.id },
    });
    expect(
      mailsTo(reader.user.email)
        .slice(before)
        .map((m) => m.subject),
    ).toEqual(["Back and forth"]);
  });

  it("stops after a one-click unsubscribe from the mail's header, and the page link manages it", async () => {
    const mail = mailsTo(reader.user.email).at(-1)!;
    const oneClick = mail.headers!["List-Unsubscribe"]!.slice(1, -1).replace("http://localhost:3000", "");
    const res = await t.request({
      method: "POST",
      url: oneClick,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: "unsubscribed" });
    await publishPost(t, author.token, { title: "After leaving" });
    expect(mailsTo(reader.user.email).some((m) => m.subject === "After leaving")).toBe(false);

    const token = param(oneClick.replace(/^/, "http://x"), "token");
    const prefs = await t.request({ method: "GET", url: `/api/v1/newsletter/preferences?token=${token}` });
    expect(prefs.json().data.subscriptions[0].status).toBe("unsubscribed");
    const back = await t.request({
      method: "PUT",
      url: "/api/v1/newsletter/preferences",
      payload: { token, authors: [author.user.id] },
    });
    expect(back.json().data.subscriptions[0].status).toBe("active");
    expect(mail.html).toContain(`/newsletter?unsubscribe=${token}`);
  });
});

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

describe("subscriber lists", () => {
  it("exports and imports CSV, keeping people who left off the list", async () => {
    const writer = await verifiedUser(t);
    await subscribe("left@example.com", undefined, writer.user.username);
    const [left] = await t.app.ctx.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, "left@example.com"));
    await t.app.ctx.db
      .update(subscribers)
      .set({ status: "unsubscribed" })
      .where(eq(subscribers.id, left!.id));
    const csv =
      'Email,Name,Status\nnew.one@example.com,New One,subscribed\nleft@example.com,Left,\nnot an email,,\n"quoted@example.com","Q, Uoted",\n';
    const res = await t.request({
      method: "POST",
      url: "/api/v1/newsletter/subscribers",
      token: writer.token,
      ...fileForm("list.csv", csv),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      added: 2,
      skipped: 2,
      errors: ["Line 4: “not an email” is not an email address"],
    });
    const exported = await t.request({
      method: "GET",
      url: "/api/v1/newsletter/subscribers",
      token: writer.token,
    });
    expect(exported.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = exported.body.trim().split("\n");
    expect(lines[0]).toBe("email,status,subscribed_at,confirmed_at");
    expect(lines.some((l) => l.startsWith("left@example.com,unsubscribed,"))).toBe(true);
    expect(lines.some((l) => l.startsWith("new.one@example.com,active,"))).toBe(true);
    const settings = await t.request({
      method: "GET",
      url: "/api/v1/newsletter/settings",
      token: writer.token,
    });
    expect(settings.json().data.subscribers).toEqual({ active: 2, pending: 0, unsubscribed: 1 });
    const garbage = await t.request({
      method: "POST",
      url: "/api/v1/newsletter/subscribers",
      token: writer.token,
      ...fileForm("list.csv", "name\nx"),
    });
    expect(garbage.statusCode).toBe(400);
    expect((await t.request({ method: "GET", url: "/api/v1/newsletter/subscribers" })).statusCode).toBe(401);
  });
  it("exports addresses a spreadsheet would run as a formula as plain text, and reads them back", async () => {
    const writer = await verifiedUser(t);
    const starts = ["=", "+", "-", "@", "\t", "\r"];
    // The API refuses most of these as addresses; a list kept from before, or brought from elsewhere, may not.
    await t.app.ctx.db
      .insert(subscribers)
      .values(starts.map((start, i) => ({ authorId: writer.user.id, email: `${start}cmd${i}@example.com` })));
    const exported = await t.request({
      method: "GET",
      url: "/api/v1/newsletter/subscribers",
      token: writer.token,
    });
    expect(exported.statusCode).toBe(200);
    const emails = (parseCsv(exported.body, { columns: true }) as { email: string }[]).map((r) => r.email);
    expect(emails.sort()).toEqual(starts.map((start, i) => `'${start}cmd${i}@example.com`).sort());

    // The file comes back in: addresses that are valid once the quote is taken off are added again.
    const other = await verifiedUser(t);
    const imported = await t.request({
      method: "POST",
      url: "/api/v1/newsletter/subscribers",
      token: other.token,
      ...fileForm("subscribers.csv", exported.body),
    });
    expect(imported.json().data).toMatchObject({ added: 4, skipped: 2 });
    const back = await t.app.ctx.db
      .select({ email: subscribers.email })
      .from(subscribers)
      .where(eq(subscribers.authorId, other.user.id));
    expect(back.map((r) => r.email).sort()).toEqual(
      ["+cmd1@example.com", "-cmd2@example.com", "cmd4@example.com", "cmd5@example.com"].sort(),
    );
  });
});

describe("the weekly digest", () => {
  it("mails a follower who opted in what the authors they follow published, once a week", async () => {
    const follower = await verifiedUser(t);
    const followed = await verifiedUser(t);
    await follow(t, follower.user.id, followed.user.id);
    const on = await t.request({
      method: "PUT",
      url: "/api/v1/newsletter/digest",
      token: follower.token,
      payload: { weeklyDigest: true },
    });
    expect(on.json().data.weeklyDigest).toBe(true);
    await publishPost(t, followed.token, { title: "Digest material" });
    await publishPost(t, followed.token, { title: "Hidden from digests", visibility: "private" });
    expect(await t.app.services.newsletter.queueDigests()).toBe(1);
    await t.app.services.newsletter.queue.drain();
    const digest = mailsTo(follower.user.email).find((m) => m.subject.startsWith("Your week"))!;
    expect(digest.html).toContain("Digest material");
    expect(digest.html).not.toContain("Hidden from digests");
    expect(digest.headers?.["List-Unsubscribe"]).toContain("token=d");
    expect(await t.app.services.newsletter.queueDigests()).toBe(0);
    expect(isoWeek(new Date("2026-01-01T00:00:00Z"))).toBe("2026-W01");
  });

  it("leaves out posts hidden by a moderator and those of suspended or banned writers", async () => {
    const follower = await verifiedUser(t);
    const [kept, hiddenOne, suspended, banned] = await Promise.all([1, 2, 3, 4].map(() => verifiedUser(t)));
    for (const writer of [kept!, hiddenOne!, suspended!, banned!]) {
      await follow(t, follower.user.id, writer.user.id);
    }
    await t.request({
      method: "PUT",
      url: "/api/v1/newsletter/digest",
      token: follower.token,
      payload: { weeklyDigest: true },
    });
    await publishPost(t, kept!.token, { title: "Still in the digest" });
    const hidden = await publishPost(t, hiddenOne!.token, { title: "Hidden since" });
    await publishPost(t, suspended!.token, { title: "By a suspended writer" });
    await publishPost(t, banned!.token, { title: "By a banned writer" });
    await hide(t, hidden.id);
    await suspend(t, suspended!.user.id);
    await ban(t, banned!.user.id);

    expect(await t.app.services.newsletter.queueDigests()).toBe(1);
    await t.app.services.newsletter.queue.drain();
    const digest = mailsTo(follower.user.email).find((m) => m.subject.startsWith("Your week"))!;
    expect(digest.html).toContain("Still in the digest");
    for (const title of ["Hidden since", "By a suspended writer", "By a banned writer"]) {
      expect(digest.html).not.toContain(title);
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
