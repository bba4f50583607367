import type { AdminStats, AuditEntry, Comment, Notification, Post, ReportGroup } from "@inkwell/contract";
import { AUDIT_ACTIONS, HIDDEN_COMMENT_TEXT } from "@inkwell/contract";
import { eq } from "drizzle-orm";
import type Pusher from "pusher-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { establishedUser, verifiedUser, withRole } from "../../../test/factories";
import { commentOn, publishPost } from "../../../test/posts";
import {
  RawSocket,
  connected,
  listen,
  nextEvent,
  pusherClient,
  silence,
  subscribed,
  within,
} from "../../../test/realtime";

type User = Awaited<ReturnType<typeof verifiedUser>>;

let t: TestApp;
let port: number;
let admin: User;
let moderator: User;
const clients: Pusher[] = [];

beforeAll(async () => {
  t = await createTestApp();
  port = await listen(t);
  admin = await withRole(t, await verifiedUser(t), "admin");
  moderator = await withRole(t, await verifiedUser(t), "moderator");
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await t.close();
});

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const api = (method: Method, url: string, who?: { token: string }, payload?: object) =>
  t.request({ method, url: `/api/v1${url}`, token: who?.token, ...(payload ? { payload } : {}) });

async function report(who: User, targetType: string, targetId: number, reason = "spam", note?: string) {
  const res = await api("POST", "/reports", who, { targetType, targetId, reason, note });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ data: { id: number } }>().data;
}

const comment = (who: User, postId: number, content: string, parentId?: number) =>
  commentOn(t, who.token, postId, content, parentId);

async function resolve(reportId: number, action: string, who: User = moderator, extra: object = {}) {
  return api("POST", `/moderation/reports/${reportId}/resolve`, who, { action, ...extra });
}

async function queue(status = "open"): Promise<ReportGroup[]> {
  const res = await api("GET", `/moderation/reports?status=${status}&limit=50`, moderator);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ReportGroup[] }>().data;
}

const signIn = (who: User, password = who.input.password) =>
  api("POST", "/auth/login", undefined, { email: who.input.email, password });

async function notificationsOf(who: User): Promise<Notification[]> {
  return (await api("GET", "/notifications?limit=50", who)).json<{ data: Notification[] }>().data;
}

describe("roles", () => {
  it("lets an administrator make someone a moderator, which /auth/me then shows", async () => {
    const member = await verifiedUser(t);
    const res = await api("PUT", `/admin/users/${member.user.id}/role`, admin, { role: "moderator" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: member.user.id, role: "moderator" });
    expect((await api("GET", "/auth/me", member)).json().data.role).toBe("moderator");
  });

  it("refuses role changes to moderators (403), members (403), anonymous callers (401) and bad input (400)", async () => {
    const member = await verifiedUser(t);
    const url = `/admin/users/${member.user.id}/role`;
    expect((await api("PUT", url, moderator, { role: "admin" })).json().error.code).toBe("FORBIDDEN");
    expect((await api("PUT", url, member, { role: "admin" })).statusCode).toBe(403);
    expect((await api("PUT", url, undefined, { role: "admin" })).statusCode).toBe(401);
    const bad = await api("PUT", url, admin, { role: "owner" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("role");
    expect((await api("PUT", "/admin/users/999999/role", admin, { role: "user" })).json().error.code).toBe(
      "USER_NOT_FOUND",
    );
  });

  it("never lets the last administrator be demoted, but lets one of two go", async () => {
    const solo = await createTestApp();
    try {
      const only = await withRole(solo, await verifiedUser(solo), "admin");
      const self = await solo.request({
        method: "PUT",
        url: `/api/v1/admin/users/${only.user.id}/role`,
        token: only.token,
        payload: { role: "user" },
      });
      expect(self.statusCode).toBe(409);
      expect(self.json().error.code).toBe("LAST_ADMIN");
      const second = await withRole(solo, await verifiedUser(solo), "admin");
      const demoted = await solo.request({
        method: "PUT",
        url: `/api/v1/admin/users/${second.user.id}/role`,
        token: only.token,
        payload: { role: "user" },
      });
      expect(demoted.json().data.role).toBe("user");
    } finally {
      await solo.close();
    }
  });
  it("counts only administrators who can act, and confirms a change it applied", async () => {
    const solo = await createTestApp();
    const as = (who: User, method: Method, url: string, payload?: object) =>
      solo.request({ method, url: `/api/v1${url}`, token: who.token, ...(payload ? { payload } : {}) });
    try {
      const acting = await withRole(solo, await verifiedUser(solo), "admin");
      // An administrator banned before a sanctioned account could no longer be given a role.
      const banned = await verifiedUser(solo);
      expect(
        (await as(acting, "POST", `/moderation/users/${banned.user.id}/ban`, { reason: "x" })).statusCode,
      ).toBe(200);
      await withRole(solo, banned, "admin");

      const stepDown = await as(acting, "PUT", `/admin/users/${acting.user.id}/role`, { role: "user" });
      expect(stepDown.statusCode).toBe(409);
      expect(stepDown.json().error.code).toBe("LAST_ADMIN");
      const leave = await as(acting, "DELETE", `/profiles/${acting.user.id}`, {
        password: acting.input.password,
      });
      expect(leave.statusCode).toBe(409);
      expect(leave.json().error.code).toBe("LAST_ADMIN");
      expect((await as(acting, "GET", "/auth/me")).json().data.role).toBe("admin");

      await withRole(solo, await verifiedUser(solo), "admin");
      const stepped = await as(acting, "PUT", `/admin/users/${acting.user.id}/role`, { role: "user" });
      expect(stepped.statusCode, stepped.body).toBe(200);
      expect(stepped.json().data).toMatchObject({ id: acting.user.id, role: "user" });
      expect((await as(acting, "GET", "/auth/me")).json().data.role).toBe("user");
    } finally {
      await solo.close();
    }
  });

  it("refuses to make a banned or suspended account staff", async () => {
    const banned = await verifiedUser(t);
    const suspended = await verifiedUser(t);
    await api("POST", `/moderation/users/${banned.user.id}/ban`, moderator, { reason: "Spam" });
    await api("POST", `/moderation/users/${suspended.user.id}/suspend`, moderator, {
      until: new Date(Date.now() + 86_400_000).toISOString(),
      reason: "Cooling off",
    });
    for (const [who, role] of [
      [banned, "admin"],
      [suspended, "moderator"],
    ] as const) {
      const res = await api("PUT", `/admin/users/${who.user.id}/role`, admin, { role });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: "ACCOUNT_SANCTIONED",
        fields: { role: expect.any(String) },
      });
      expect((await api("GET", `/admin/users/${who.user.id}`, admin)).json().data.role).toBe("user");
    }
    const lifted = await api("PUT", `/admin/users/${banned.user.id}/role`, admin, { role: "user" });
    expect(lifted.statusCode).toBe(200);
  });
});

describe("reports", () => {
  it("stores a report once per reporter and target, and tells staff at once on their private channel", async () => {
    const author = await verifiedUser(t);
    const reader = await verifiedUser(t);
    const post = await publishPost(t, author.token, { title: "A post someone dislikes" });
    const listener = pusherClient(port, moderator.token);
    clients.push(listener);
    await connected(listener);
    const channel = await subscribed(listener, `private-notifications-${moderator.user.id}`);
    const told = nextEvent<Notification>(channel, "new-notification", 2000);

    const first = await api("POST", "/reports", reader, {
      targetType: "post",
      targetId: post.id,
      reason: "spam",
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      reporter: { id: reader.user.id },
      targetType: "post",
      targetId: post.id,
      reason: "spam",
      status: "open",
    });
    expect((await told).content).toMatch(/New report \(spam\)/);
    const again = await api("POST", "/reports", reader, {
      targetType: "post",
      targetId: post.id,
      reason: "hate",
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const group = (await queue()).find((g) => g.targetType === "post" && g.targetId === post.id);
    expect(group?.reportsCount).toBe(1);
  });

  it("refuses anonymous callers, bad input, one's own content and what the reporter cannot see", async () => {
    const author = await verifiedUser(t);
    const reader = await verifiedUser(t);
    const post = await publishPost(t, author.token);
    const hidden = await publishPost(t, author.token, { visibility: "private" });
    expect(
      (await api("POST", "/reports", undefined, { targetType: "post", targetId: post.id, reason: "spam" }))
        .statusCode,
    ).toBe(401);
    const cases: [object, string][] = [
      [{ targetType: "topic", targetId: post.id, reason: "spam" }, "targetType"],
      [{ targetType: "post", targetId: "x", reason: "spam" }, "targetId"],
      [{ targetType: "post", targetId: post.id, reason: "boring" }, "reason"],
      [{ targetType: "post", targetId: post.id, reason: "other", note: "n".repeat(1001) }, "note"],
    ];
    for (const [payload, field] of cases) {
      const res = await api("POST", "/reports", reader, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    }
    const own = await api("POST", "/reports", author, {
      targetType: "post",
      targetId: post.id,
      reason: "spam",
    });
    expect(own.json().error.code).toBe("CANNOT_REPORT_OWN");
    const self = await api("POST", "/reports", reader, {
      targetType: "user",
      targetId: reader.user.id,
      reason: "spam",
    });
    expect(self.json().error.code).toBe("CANNOT_REPORT_OWN");
    const unseen = await api("POST", "/reports", reader, {
      targetType: "post",
      targetId: hidden.id,
      reason: "spam",
    });
    expect(unseen.statusCode).toBe(404);
    expect(unseen.json().error.code).toBe("POST_NOT_FOUND");
    const nobody = await api("POST", "/reports", reader, {
      targetType: "user",
      targetId: 999999,
      reason: "spam",
    });
    expect(nobody.json().error.code).toBe("USER_NOT_FOUND");
  });

  it("lets only a conversation's members report one of its messages", async () => {
    const [a, b, outsider] = [await verifiedUser(t), await verifiedUser(t), await verifiedUser(t)];
    const conversation = (await api("POST", "/conversations", a, { otherId: b.user.id })).json().data
      .id as number;
    const message = (
      await api("POST", "/messages", a, { conversationId: conversation, content: "Buy my stuff" })
    ).json().data.id as number;
    const outside = await api("POST", "/reports", outsider, {
      targetType: "message",
      targetId: message,
      reason: "spam",
    });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().error.code).toBe("MESSAGE_NOT_FOUND");
    expect(
      (await api("POST", "/reports", b, { targetType: "message", targetId: message, reason: "spam" }))
        .statusCode,
    ).toBe(201);
    const group = (await queue()).find((g) => g.targetType === "message" && g.targetId === message);
    expect(group?.target).toMatchObject({ text: "Buy my stuff", author: { id: a.user.id } });
  });
});

describe("the moderation queue", () => {
  it("is for staff only", async () => {
    const member = await verifiedUser(t);
    expect((await api("GET", "/moderation/reports", member)).statusCode).toBe(403);
    expect((await api("GET", "/moderation/reports")).statusCode).toBe(401);
    expect(
      (await api("GET", "/moderation/reports?status=closed", moderator)).json().error.fields,
    ).toHaveProperty("status");
    expect((await api("GET", "/moderation/reports", admin)).statusCode).toBe(200);
  });

  it("groups reports by target with its content, author and count, and resolves them together", async () => {
    const author = await verifiedUser(t);
    const [r1, r2] = [await verifiedUser(t), await verifiedUser(t)];
    const post = await publishPost(t, author.token);
    const rude = await comment(author, post.id, "Something rude and unkind");
    await report(r1, "comment", rude.id, "harassment", "Aimed at me");
    const second = await report(r2, "comment", rude.id, "hate");
    const group = (await queue()).find((g) => g.targetType === "comment" && g.targetId === rude.id)!;
    expect(group).toMatchObject({
      id: second.id,
      reportsCount: 2,
      target: { text: "Something rude and unkind", author: { id: author.user.id }, moderation: null },
    });
    expect([...group.reasons].sort()).toEqual(["harassment", "hate"]);
    expect(group.reports.map((r) => r.reporter?.id).sort()).toEqual([r1.user.id, r2.user.id].sort());

    const res = await resolve(group.id, "hide", moderator, { note: "Personal attack" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.resolution).toMatchObject({
      action: "hide",
      note: "Personal attack",
      by: { id: moderator.user.id },
    });
    expect((await queue()).some((g) => g.targetId === rude.id && g.targetType === "comment")).toBe(false);
    const resolved = (await queue("resolved")).find(
      (g) => g.targetType === "comment" && g.targetId === rude.id,
    );
    expect(
      resolved?.reports.every((r) => r.status === "resolved" && r.resolution?.by?.id === moderator.user.id),
    ).toBe(true);
    for (const reporter of [r1, r2]) {
      expect(
        (await notificationsOf(reporter)).some((n) => /was reviewed: it has been hidden/.test(n.content)),
      ).toBe(true);
    }
    const again = await resolve(group.id, "dismiss");
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("REPORT_RESOLVED");
  });

  it("shows a hidden comment to its author and staff, and others a placeholder", async () => {
    const author = await verifiedUser(t);
    const reader = await verifiedUser(t);
    const post = await publishPost(t, author.token);
    const rude = await comment(reader, post.id, "You are all wrong, idiots");
    await resolve((await report(author, "comment", rude.id)).id, "hide");
    const seenBy = async (who?: User) =>
      (await api("GET", `/posts/${post.id}/comments`, who)).json<{ data: Comment[] }>().data[0]!;
    expect(await seenBy()).toMatchObject({ content: HIDDEN_COMMENT_TEXT, commenter: null, moderation: null });
    expect(await seenBy(author)).toMatchObject({ content: HIDDEN_COMMENT_TEXT });
    expect(await seenBy(reader)).toMatchObject({
      content: "You are all wrong, idiots",
      moderation: "hidden",
    });
    expect(await seenBy(moderator)).toMatchObject({
      content: "You are all wrong, idiots",
      moderation: "hidden",
    });
    const like = await api("POST", `/comments/${rude.id}/like`, author);
    expect(like.json().error.code).toBe("COMMENT_NOT_FOUND");
  });

  it("hides a post from everyone but its author and staff, everywhere it could show", async () => {
    const author = await verifiedUser(t);
    const reader = await verifiedUser(t);
    const post = await publishPost(t, author.token, { title: "Wombat scam offer", topics: ["Wombatry"] });
    await resolve((await report(reader, "post", post.id)).id, "hide");
    for (const who of [undefined, reader]) {
      expect((await api("GET", `/posts/${post.slug}`, who)).statusCode).toBe(404);
      expect((await api("GET", "/posts?q=wombat", who)).body).not.toContain("Wombat scam");
      expect((await api("GET", "/topics/wombatry", who)).statusCode).toBe(404);
    }
    expect((await t.request({ method: "GET", url: "/rss.xml" })).body).not.toContain("Wombat scam");
    expect((await t.request({ method: "GET", url: "/sitemap.xml" })).body).not.toContain(post.slug);
    expect((await api("GET", `/posts/${post.slug}`, author)).json().data).toMatchObject({
      moderation: "hidden",
    });
    expect((await api("GET", `/posts/${post.slug}`, moderator)).json().data).toMatchObject({
      moderation: "hidden",
    });
    const shown = await api("POST", `/moderation/posts/${post.id}/moderate`, moderator, { action: "unhide" });
    expect(shown.statusCode).toBe(200);
    expect((await api("GET", `/posts/${post.slug}`)).statusCode).toBe(200);
  });

  it("removes content for everyone, and refuses what does not fit the target", async () => {
    const author = await verifiedUser(t);
    const reader = await verifiedUser(t);
    const post = await publishPost(t, author.token);
    const userReport = await report(reader, "user", author.user.id, "harassment");
    const hideUser = await resolve(userReport.id, "hide");
    expect(hideUser.statusCode).toBe(400);
    expect(hideUser.json().error.code).toBe("ACTION_NOT_ALLOWED");
    expect((await resolve(userReport.id, "explode")).json().error.fields).toHaveProperty("action");
    expect((await resolve(userReport.id, "dismiss", reader)).statusCode).toBe(403);
    expect((await resolve(999999, "dismiss")).json().error.code).toBe("REPORT_NOT_FOUND");
    const removed = await resolve((await report(reader, "post", post.id)).id, "remove");
    expect(removed.statusCode).toBe(200);
    expect((await api("GET", `/posts/${post.id}`, author)).statusCode).toBe(404);
    expect((await resolve(userReport.id, "dismiss")).statusCode).toBe(200);
  });

  it("lets a held comment through when its report is dismissed", async () => {
    const author = await verifiedUser(t);
    const post = await publishPost(t, author.token);
    await api("PUT", "/admin/blocklist", admin, { entries: ["quokkacoin"] });
    try {
      const held = await comment(author, post.id, "Invest in QuokkaCoin today");
      expect(held.moderation).toBe("held");
      const group = (await queue()).find((g) => g.targetType === "comment" && g.targetId === held.id)!;
      expect(group.reports[0]).toMatchObject({ reporter: null, reason: "spam" });
      expect(group.reports[0]!.note).toContain("quokkacoin");
      expect((await api("GET", `/posts/${post.id}/comments`)).json().data).toEqual([]);
      expect((await resolve(group.id, "dismiss")).statusCode).toBe(200);
      const thread = (await api("GET", `/posts/${post.id}/comments`)).json<{
        data: Comment[];
        meta: { total: number };
      }>();
      expect(thread.data.map((c) => c.id)).toEqual([held.id]);
      expect(thread.meta.total).toBe(1);
      expect((await api("GET", `/posts/${post.id}`)).json().data.commentsCount).toBe(1);
    } finally {
      await api("PUT", "/admin/blocklist", admin, { entries: [] });
    }
  });
});

describe("sanctions", () => {
  it("bans through a report: sign-in and refresh refused, sessions and sockets ended, content hidden, mail sent", async () => {
    const spammer = await verifiedUser(t);
    const reader = await verifiedUser(t);
    const post = await publishPost(t, spammer.token, { title: "Cheap pills from Spammer" });
    const host = await publishPost(t, reader.token);
    const spam = await comment(spammer, host.id, "Cheap pills, message me for a deal");
    const socket = pusherClient(port, spammer.token);
    clients.push(socket);
    await connected(socket);
    await subscribed(socket, `private-notifications-${spammer.user.id}`);
    const closed = within(
      new Promise<void>((done) =>
        socket.connection.bind("state_change", ({ current }: { current: string }) => {
          if (current !== "connected") done();
        }),
      ),
      3000,
      "the socket to close",
    );

    const res = await resolve((await report(reader, "post", post.id)).id, "ban", moderator, {
      note: "Spam account",
    });
    expect(res.statusCode, res.body).toBe(200);
    await closed;
    const login = await signIn(spammer);
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toMatchObject({ code: "ACCOUNT_BANNED" });
    expect(login.json().error.message).toContain("Spam account");
    expect((await api("GET", "/auth/me", spammer)).json().error.code).toBe("SESSION_ENDED");
    const refresh = await api("POST", "/auth/refresh-token", undefined, {
      refreshToken: spammer.refreshToken,
    });
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json().error.code).toBe("ACCOUNT_BANNED");
    expect((await api("GET", `/posts/${post.slug}`, reader)).statusCode).toBe(404);
    expect((await api("GET", `/profiles/${spammer.user.username}`)).body).not.toContain("Cheap pills");
    const thread = (await api("GET", `/posts/${host.id}/comments`, reader)).json<{ data: Comment[] }>().data;
    expect(thread.find((c) => c.id === spam.id)).toMatchObject({
      content: HIDDEN_COMMENT_TEXT,
      commenter: null,
    });
    const mail = t.mail.messages.find((m) => m.to === spammer.input.email && /banned/.test(m.subject));
    expect(mail?.text).toContain("Spam account");
  });

  it("closes every socket of a banned account, one that only joined a conversation or left every channel included", async () => {
    const spammer = await verifiedUser(t);
    const friend = await verifiedUser(t);
    const started = await api("POST", "/conversations", spammer, { otherId: friend.user.id });
    const conversation = `private-conversation-${started.json<{ data: { id: number } }>().data.id}`;
    const join = async (socket: RawSocket, channel: string) => {
      const socketId = await socket.handshake();
      const signed = await api("POST", "/realtime/auth", spammer, {
        socket_id: socketId,
        channel_name: channel,
      });
      expect(signed.statusCode, signed.body).toBe(200);
      socket.send({
        event: "pusher:subscribe",
        data: { channel, auth: signed.json<{ auth: string }>().auth },
      });
      await socket.next("pusher_internal:subscription_succeeded");
    };
    const inConversation = await RawSocket.open(port);
    await join(inConversation, conversation);
    const leftEverything = await RawSocket.open(port);
    await join(leftEverything, `private-notifications-${spammer.user.id}`);
    leftEverything.send({
      event: "pusher:unsubscribe",
      data: { channel: `private-notifications-${spammer.user.id}` },
    });
    const listener = pusherClient(port, friend.token);
    clients.push(listener);
    const friendSide = await subscribed(listener, conversation);
    const typing = { event: "client-typing", channel: conversation, data: { userId: spammer.user.id } };
    const heard = nextEvent(friendSide, "client-typing");
    inConversation.send(typing);
    expect(await heard).toEqual({ userId: spammer.user.id });

    const res = await api("POST", `/moderation/users/${spammer.user.id}/ban`, moderator, { reason: "Spam" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await within(inConversation.closed, 3000, "the conversation socket to close")).toMatchObject({
      code: 4009,
    });
    expect(await within(leftEverything.closed, 3000, "the other socket to close")).toMatchObject({
      code: 4009,
    });
    const quiet = silence(friendSide, "client-typing");
    inConversation.send(typing);
    await quiet;
  });

  it("suspends until a date, says until when at sign-in, and has no effect once the date has passed", async () => {
    const member = await verifiedUser(t);
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const res = await api("POST", `/moderation/users/${member.user.id}/suspend`, moderator, {
      until,
      reason: "Cooling off",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toMatchObject({ state: "suspended", reason: "Cooling off" });
    const login = await signIn(member);
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toMatchObject({
      code: "ACCOUNT_SUSPENDED",
      until: new Date(until).toISOString(),
    });
    expect((await api("GET", "/auth/me", member)).statusCode).toBe(401);
    expect(t.mail.messages.some((m) => m.to === member.input.email && m.text.includes("Cooling off"))).toBe(
      true,
    );

    await t.app.ctx.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, member.user.id));
    expect((await signIn(member)).statusCode).toBe(200);
  });

  it("checks who may sanction whom, and what a suspension may be", async () => {
    const member = await verifiedUser(t);
    const otherModerator = await withRole(t, await verifiedUser(t), "moderator");
    const suspend = (who: User, target: number, body: object) =>
      api("POST", `/moderation/users/${target}/suspend`, who, body);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const past = await suspend(moderator, member.user.id, { until: "2001-01-01T00:00:00Z", reason: "x" });
    expect(past.json().error.fields).toHaveProperty("until");
    expect(
      (await suspend(moderator, member.user.id, { until: future, reason: " " })).json().error.fields,
    ).toHaveProperty("reason");
    expect((await suspend(member, otherModerator.user.id, { until: future, reason: "x" })).statusCode).toBe(
      403,
    );
    expect((await suspend(moderator, admin.user.id, { until: future, reason: "x" })).statusCode).toBe(403);
    expect(
      (await suspend(moderator, otherModerator.user.id, { until: future, reason: "x" })).statusCode,
    ).toBe(403);
    expect((await suspend(moderator, moderator.user.id, { until: future, reason: "x" })).statusCode).toBe(
      403,
    );
    expect((await suspend(admin, otherModerator.user.id, { until: future, reason: "x" })).statusCode).toBe(
      200,
    );
    expect((await api("POST", "/moderation/users/999999/ban", moderator, { reason: "x" })).statusCode).toBe(
      404,
    );
  });

  it("lifts a ban or suspension, and refuses to lift what is not there", async () => {
    const member = await verifiedUser(t);
    expect(
      (await api("POST", `/moderation/users/${member.user.id}/unban`, moderator)).json().error.code,
    ).toBe("NOT_SANCTIONED");
    await api("POST", `/moderation/users/${member.user.id}/ban`, moderator, { reason: "Mistake" });
    expect((await signIn(member)).statusCode).toBe(403);
    const lifted = await api("POST", `/moderation/users/${member.user.id}/unban`, moderator);
    expect(lifted.json().data.status.state).toBe("active");
    expect((await signIn(member)).statusCode).toBe(200);
  });
});

describe("featured posts", () => {
  it("follows what staff feature on Home, public live posts only", async () => {
    const author = await verifiedUser(t);
    const post = await publishPost(t, author.token, { title: "Worth featuring" });
    const hidden = await publishPost(t, author.token, { visibility: "private" });
    const featured = async () =>
      (await api("GET", "/posts?featured=true")).json<{ data: Post[] }>().data.map((p) => p.id);
    expect(await featured()).not.toContain(post.id);
    const res = await api("PUT", `/admin/posts/${post.id}/featured`, moderator, { featured: true });
    expect(res.json().data).toEqual({ id: post.id, featured: true });
    expect(await featured()).toContain(post.id);
    await api("PUT", `/admin/posts/${post.id}/featured`, admin, { featured: false });
    expect(await featured()).not.toContain(post.id);
    expect(
      (await api("PUT", `/admin/posts/${post.id}/featured`, author, { featured: true })).statusCode,
    ).toBe(403);
    expect(
      (await api("PUT", `/admin/posts/${hidden.id}/featured`, moderator, { featured: true })).json().error
        .code,
    ).toBe("NOT_FEATURABLE");
    expect((await api("PUT", `/admin/posts/999999/featured`, moderator, { featured: true })).statusCode).toBe(
      404,
    );
    expect(
      (await api("PUT", `/admin/posts/${post.id}/featured`, moderator, { featured: "yes" })).statusCode,
    ).toBe(400);
  });
});

describe("the audit log", () => {
  it("records who did what to what and why, for staff to read and nobody to change", async () => {
    const member = await verifiedUser(t);
    await api("POST", `/moderation/users/${member.user.id}/ban`, moderator, { reason: "Audit me" });
    const res = await api("GET", "/moderation/log?limit=50", admin);
    expect(res.statusCode).toBe(200);
    const entry = res
      .json<{ data: AuditEntry[] }>()
      .data.find((e) => e.action === "user.ban" && e.targetId === member.user.id);
    expect(entry).toMatchObject({
      actor: { id: moderator.user.id },
      targetType: "user",
      targetLabel: `@${member.user.username}`,
      note: "Audit me",
    });
    // Every entry names one of the contract's audit actions.
    expect(res.json<{ data: AuditEntry[] }>().data.filter((e) => !AUDIT_ACTIONS.includes(e.action))).toEqual(
      [],
    );
    expect((await api("GET", "/moderation/log", await verifiedUser(t))).statusCode).toBe(403);
    expect((await api("DELETE", `/moderation/log/${entry!.id}`, admin)).statusCode).toBe(404);
    expect((await api("PUT", `/moderation/log/${entry!.id}`, admin, { note: "x" })).statusCode).toBe(404);
  });
});

describe("the audit log of the assistant's training", () => {
  it("records an administrator accepting or rejecting a suggested answer", async () => {
    const reader = await verifiedUser(t);
    const suggest = async (message: string) =>
      (await api("POST", "/chat/train", reader, { message, correctAgent: "account" })).json().data
        .suggestionId as number;
    const accepted = await suggest("where do I change my display name");
    const rejected = await suggest("how do I rename my account please");
    expect((await api("POST", `/chat/training/suggestions/${accepted}/accept`, admin)).statusCode).toBe(200);
    expect((await api("POST", `/chat/training/suggestions/${rejected}/reject`, admin)).statusCode).toBe(200);
    const log = (await api("GET", "/moderation/log?limit=50", moderator)).json<{ data: AuditEntry[] }>().data;
    expect(log.find((e) => e.targetType === "suggestion" && e.targetId === accepted)).toMatchObject({
      action: "assistant.accept",
      actor: { id: admin.user.id },
      targetLabel: "where do I change my display name",
    });
    expect(log.find((e) => e.targetType === "suggestion" && e.targetId === rejected)?.action).toBe(
      "assistant.reject",
    );
  });
});

describe("the admin console's reads and changes", () => {
  it("counts what is on the site and the sign-ups of each of the last 30 days", async () => {
    const before = (await api("GET", "/admin/stats", moderator)).json<{ data: AdminStats }>().data;
    await verifiedUser(t);
    const after = (await api("GET", "/admin/stats", moderator)).json<{ data: AdminStats }>().data;
    expect(after.signupsPerDay).toHaveLength(30);
    expect(after.counts.users).toBe(before.counts.users + 1);
    expect(after.signupsPerDay.at(-1)!.count).toBe(before.signupsPerDay.at(-1)!.count + 1);
    expect((await api("GET", "/admin/stats", await verifiedUser(t))).statusCode).toBe(403);
  });

  it("finds accounts by name and state, and shows one with its posts (hidden ones too) and comments", async () => {
    const member = await verifiedUser(t, { name: "Zebediah Findme" });
    const post = await publishPost(t, member.token, { title: "Zebediah writes" });
    await api("POST", `/moderation/posts/${post.id}/moderate`, moderator, { action: "hide" });
    await comment(member, post.id, "Zebediah comments here");
    const found = (await api("GET", "/admin/users?q=zebediah", moderator)).json();
    expect(found.data.map((u: { id: number }) => u.id)).toEqual([member.user.id]);
    expect(found.data[0]).toMatchObject({ postsCount: 1, commentsCount: 1, status: { state: "active" } });
    const detail = (await api("GET", `/admin/users/${member.user.id}`, moderator)).json().data;
    expect(detail.posts.map((p: Post) => [p.id, p.moderation])).toEqual([[post.id, "hidden"]]);
    expect(detail.comments[0]).toMatchObject({
      content: "Zebediah comments here",
      postTitle: "Zebediah writes",
    });
    await api("POST", `/moderation/users/${member.user.id}/ban`, admin, { reason: "x" });
    const banned = (await api("GET", "/admin/users?state=banned&limit=50", moderator)).json().data;
    expect(banned.map((u: { id: number }) => u.id)).toContain(member.user.id);
    const hiddenPosts = (await api("GET", "/admin/posts?filter=hidden&limit=50", moderator)).json().data;
    expect(hiddenPosts.map((p: Post) => p.id)).toContain(post.id);
    expect((await api("GET", "/admin/users?state=gone", moderator)).statusCode).toBe(400);
  });

  it("renames, merges and deletes topics", async () => {
    const author = await establishedUser(t);
    const a = await publishPost(t, author.token, { topics: ["Gardening"] });
    const b = await publishPost(t, author.token, { topics: ["Gardens", "Gardening"] });
    const topics = (await api("GET", "/admin/topics", moderator)).json().data as {
      id: number;
      name: string;
      postsCount: number;
    }[];
    const gardening = topics.find((x) => x.name === "Gardening")!;
    const gardens = topics.find((x) => x.name === "Gardens")!;
    expect(gardening.postsCount).toBe(2);
    const clash = await api("PATCH", `/admin/topics/${gardens.id}`, moderator, { name: "gardening" });
    expect(clash.json().error.code).toBe("TOPIC_EXISTS");
    expect(
      (await api("PATCH", `/admin/topics/${gardens.id}`, moderator, { name: "Garden design" })).json().data,
    ).toMatchObject({
      slug: "garden-design",
    });
    expect(
      (await api("POST", `/admin/topics/${gardens.id}/merge`, moderator, { into: gardens.id })).statusCode,
    ).toBe(400);
    expect(
      (await api("POST", `/admin/topics/${gardens.id}/merge`, moderator, { into: gardening.id })).statusCode,
    ).toBe(200);
    expect(
      (await api("GET", `/posts/${b.id}`)).json().data.topics.map((x: { name: string }) => x.name),
    ).toEqual(["Gardening"]);
    expect((await api("DELETE", `/admin/topics/${gardening.id}`, moderator)).statusCode).toBe(200);
    expect((await api("GET", `/posts/${a.id}`)).json().data.topics).toEqual([]);
    expect((await api("DELETE", `/admin/topics/${gardening.id}`, moderator)).json().error.code).toBe(
      "TOPIC_NOT_FOUND",
    );
    expect((await api("GET", "/admin/topics", author)).statusCode).toBe(403);
  });

  it("keeps the blocklist in a file under DATA_DIR, edited by staff", async () => {
    const saved = await api("PUT", "/admin/blocklist", moderator, {
      entries: [" casino ", "Casino", "spam.example"],
    });
    expect(saved.json().data.entries).toEqual(["casino", "spam.example"]);
    expect((await api("GET", "/admin/blocklist", admin)).json().data.entries).toEqual([
      "casino",
      "spam.example",
    ]);
    const { readFile } = await import("node:fs/promises");
    expect(await readFile(t.app.ctx.config.MODERATION_BLOCKLIST, "utf8")).toContain("spam.example");
    expect(t.app.ctx.config.MODERATION_BLOCKLIST.startsWith(t.app.ctx.config.dataDir)).toBe(true);
    expect((await api("PUT", "/admin/blocklist", moderator, { entries: ["a\nb"] })).statusCode).toBe(400);
    expect((await api("PUT", "/admin/blocklist", await verifiedUser(t), { entries: [] })).statusCode).toBe(
      403,
    );
    await api("PUT", "/admin/blocklist", moderator, { entries: [] });
  });
});
