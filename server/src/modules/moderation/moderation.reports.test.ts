// Reports and the moderation queue: what members may report and how staff hear of it, read it grouped by
// target and resolve it with one action.
import type { Comment, Notification } from "@inkwell/contract";
import { HIDDEN_COMMENT_TEXT } from "@inkwell/contract";
import { describe, expect, it } from "vitest";
import { verifiedUser } from "../../../test/factories";
import { publishPost } from "../../../test/posts";
import { connected, nextEvent, pusherClient, subscribed } from "../../../test/realtime";
import {
  admin,
  api,
  clients,
  comment,
  moderator,
  notificationsOf,
  port,
  queue,
  report,
  resolve,
  t,
  useModerationApp,
} from "../../../test/moderation";
import type { User } from "../../../test/moderation";

useModerationApp();

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
      const told = (await notificationsOf(reporter)).find((n) =>
        /was reviewed: it has been hidden/.test(n.content),
      );
      expect(told?.about).toEqual({ kind: "reportReviewed", target: "comment", action: "hide" });
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
