// Notification mails: each kind is mailed after the delay, batched into one mail listing what happened, at
// most one per kind and recipient per window, never for one's own acts, from blocked or muted accounts, or
// when the member turned the kind off; unread direct messages only while still unread; in the recipient's
// language, with a signed one-click unsubscribe link.
import { EMAIL_NOTIFICATION_DEFAULTS } from "@inkwell/contract";
import { describe, expect, it } from "vitest";
import { comment } from "../../../test/comments";
import {
  act,
  deliver,
  later,
  member,
  notificationMailsTo,
  postWithComments,
  setMails,
  tokenOf,
} from "../../../test/notification-mails";
import type { Member } from "../../../test/notification-mails";
import { publishPost } from "../../../test/posts";
import { t, useApp } from "../../../test/suite";

useApp();

async function conversation(from: Member, to: Member) {
  const res = await act(from, "POST", "/conversations", { otherId: to.user.id });
  return res.json<{ data: { id: number } }>().data.id;
}

const send = (from: Member, conversationId: number, content: string) =>
  act(from, "POST", "/messages", { conversationId, content });

describe("mail about comments on one's posts", () => {
  it("waits for the delay, then sends one mail listing every comment, with one-click unsubscribe", async () => {
    const [writer, ann, ben] = [await member(), await member(), await member()];
    await postWithComments(writer, [ann, ben]);
    expect(await deliver(new Date())).toBe(0);
    expect(notificationMailsTo(writer)).toHaveLength(0);

    await deliver();
    const mails = notificationMailsTo(writer);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe("2 new comments on your posts on Inkwell");
    expect(mail!.text).toContain(`${ann.user.name} commented on your post`);
    expect(mail!.text).toContain(`${ben.user.name} commented on your post`);
    expect(mail!.text).toContain("Comment number 2");
    expect(mail!.headers).toEqual({
      "List-Unsubscribe": `<${mail!.link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail!.link).toMatch(/^http:\/\/localhost:3000\/api\/v1\/notifications\/unsubscribe\?token=/);
  });

  it("sends at most one mail of a kind per window: what comes after waits for the next", async () => {
    const [writer, ann] = [await member(), await member()];
    const post = await postWithComments(writer, [ann]);
    const at = later(16);
    await deliver(at);
    await comment(ann.token, post.id, "A second thought");
    await deliver(later(17));
    expect(notificationMailsTo(writer)).toHaveLength(1);
    await deliver(new Date(at.getTime() + 16 * 60_000));
    const mails = notificationMailsTo(writer);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain("A second thought");
    expect(mails[1]!.subject).toBe("A new comment on your posts on Inkwell");
  });

  it("never mails about one's own comments", async () => {
    const writer = await member();
    await postWithComments(writer, [writer]);
    await deliver();
    expect(notificationMailsTo(writer)).toHaveLength(0);
  });

  it("never mails about a muted or a blocked account", async () => {
    const [writer, muted, blocked] = [await member(), await member(), await member()];
    await act(writer, "POST", `/profiles/${muted.user.username}/mute`);
    await act(writer, "POST", `/profiles/${blocked.user.username}/block`);
    const post = await publishPost(t, writer.token, { title: "Quiet please" });
    await comment(muted.token, post.id, "Muted words");
    await deliver();
    expect(notificationMailsTo(writer)).toHaveLength(0);
    // A comment before the block is not mailed after it either.
    const other = await member();
    const earlier = await publishPost(t, other.token, { title: "Before the block" });
    await comment(writer.token, earlier.id, "Hello");
    await act(other, "POST", `/profiles/${writer.user.username}/block`);
    await deliver();
    expect(notificationMailsTo(other)).toHaveLength(0);
    expect(notificationMailsTo(blocked)).toHaveLength(0);
  });

  it("sends nothing once the member turned the kind off", async () => {
    const [writer, ann] = [await member(), await member()];
    const prefs = await setMails(writer, { comments: false });
    expect(prefs.emailNotifications).toEqual({ ...EMAIL_NOTIFICATION_DEFAULTS, comments: false });
    await postWithComments(writer, [ann]);
    await deliver();
    expect(notificationMailsTo(writer)).toHaveLength(0);
  });
});

describe("mail about replies, followers and messages", () => {
  it("mails the author of a comment about replies to it", async () => {
    const [writer, ann, ben] = [await member(), await member(), await member()];
    const post = await publishPost(t, writer.token, { title: "Threads" });
    const first = await comment(ann.token, post.id, "First!");
    await comment(ben.token, post.id, "Welcome", first.id);
    await comment(writer.token, post.id, "Thanks", first.id);
    await deliver();
    const [mail, ...rest] = notificationMailsTo(ann);
    expect(rest).toHaveLength(0);
    expect(mail!.subject).toBe("2 new replies to your comments on Inkwell");
    expect(mail!.text).toContain(`${ben.user.name} replied to your comment on “Threads”`);
  });

  it("mails new followers only to those who turned it on (off by default)", async () => {
    const [star, fan, other] = [await member(), await member(), await member()];
    await act(fan, "POST", `/profiles/${star.user.username}/follow`);
    await deliver();
    expect(notificationMailsTo(star)).toHaveLength(0);
    await setMails(star, { followers: true });
    await act(other, "POST", `/profiles/${star.user.username}/follow`);
    await deliver();
    const [mail] = notificationMailsTo(star);
    expect(mail!.subject).toBe("A new follower on Inkwell");
    expect(mail!.text).toContain(`${other.user.name} started following you`);
    expect(mail!.text).toContain(`/profile/${other.user.username}`);
  });

  it("mails a direct message still unread 15 minutes after it was sent, batching several", async () => {
    const [ann, ben] = [await member(), await member()];
    const id = await conversation(ann, ben);
    await send(ann, id, "Are you there?");
    await send(ann, id, "Coffee tomorrow?");
    expect(await deliver(later(14))).toBe(0);
    await deliver();
    const [mail, ...rest] = notificationMailsTo(ben);
    expect(rest).toHaveLength(0);
    expect(mail!.subject).toBe("2 unread messages on Inkwell");
    expect(mail!.text).toContain("Coffee tomorrow?");
    expect(notificationMailsTo(ann)).toHaveLength(0);
  });

  it("mails nothing about a message read before the 15 minutes are up", async () => {
    const [ann, ben] = [await member(), await member()];
    const id = await conversation(ann, ben);
    await send(ann, id, "Read me soon");
    await act(ben, "POST", `/conversations/${id}/mark-read`);
    await deliver();
    expect(notificationMailsTo(ben)).toHaveLength(0);
  });

  it("queues one mail when two processes run the batch at once", async () => {
    const [writer, ann] = [await member(), await member()];
    await postWithComments(writer, [ann]);
    const at = later(16);
    const counts = await Promise.all([
      t.app.services.notificationMails.sendDue(at),
      t.app.services.notificationMails.sendDue(at),
    ]);
    await t.app.services.newsletter.queue.drain();
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(notificationMailsTo(writer)).toHaveLength(1);
  });

  it("writes the mail in the recipient's language", async () => {
    const [writer, ann] = [await member(), await member()];
    await act(writer, "PUT", "/me/preferences", { language: "vi" });
    await postWithComments(writer, [ann]);
    await deliver();
    const [mail] = notificationMailsTo(writer);
    expect(mail!.subject).toBe("1 bình luận mới về bài viết của bạn trên Inkwell");
    expect(mail!.text).toContain("đã bình luận về bài viết");
    expect(mail!.html).toContain('lang="vi"');
  });
});

describe("unsubscribing from a mail's link", () => {
  async function mailedWriter() {
    const [writer, ann] = [await member(), await member()];
    await postWithComments(writer, [ann]);
    await deliver();
    return { writer, token: tokenOf(notificationMailsTo(writer)[0]!) };
  }
  const url = (token: string) => `/api/v1/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

  it("asks first on GET (a page for a browser), and turns the kind off on a one-click POST", async () => {
    const { writer, token } = await mailedWriter();
    const asked = await t.request({ method: "GET", url: url(token) });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ data: { kind: "comments", unsubscribed: false } });
    const page = await t.request({ method: "GET", url: url(token), headers: { accept: "text/html" } });
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain("Stop mails about comments on your posts?");

    const done = await t.request({
      method: "POST",
      url: url(token),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ data: { kind: "comments", unsubscribed: true } });
    const prefs = await t.request({ method: "GET", url: "/api/v1/me/preferences", token: writer.token });
    expect(prefs.json().data.emailNotifications).toMatchObject({ comments: false, replies: true });
  });

  it("answers the page's button with a page, in the member's language", async () => {
    const { writer, token } = await mailedWriter();
    await act(writer, "PUT", "/me/preferences", { language: "vi" });
    const done = await t.request({ method: "POST", url: url(token), headers: { accept: "text/html" } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain("Xong: bạn sẽ không nhận email về bình luận về bài viết của bạn nữa");
  });

  it("refuses a forged or cut token with a clear 400", async () => {
    const { writer, token } = await mailedWriter();
    const forged = token.replace(/^\d+/, String(writer.user.id + 1));
    for (const bad of [forged, token.slice(0, -3), "nonsense", `${writer.user.id}-likes.${"a".repeat(32)}`]) {
      for (const method of ["GET", "POST"] as const) {
        const res = await t.request({ method, url: url(bad) });
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().error.code).toMatch(/INVALID_TOKEN|VALIDATION_ERROR/);
      }
    }
    const res = await t.request({ method: "POST", url: url(forged) });
    expect(res.json().error).toMatchObject({
      code: "INVALID_TOKEN",
      message: expect.stringContaining("not valid"),
    });
  });
});

describe("the preferences", () => {
  it("start at the defaults and refuse what is not a switch", async () => {
    const who = await member();
    const res = await t.request({ method: "GET", url: "/api/v1/me/preferences", token: who.token });
    expect(res.json().data.emailNotifications).toEqual({
      comments: true,
      replies: true,
      followers: false,
      mentions: true,
      messages: true,
    });
    for (const emailNotifications of [{ comments: "yes" }, { likes: true }, "all"]) {
      const bad = await t.request({
        method: "PUT",
        url: "/api/v1/me/preferences",
        token: who.token,
        payload: { emailNotifications },
      });
      expect(bad.statusCode, JSON.stringify(emailNotifications)).toBe(400);
    }
  });
});
