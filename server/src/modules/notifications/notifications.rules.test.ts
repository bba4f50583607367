// Notifications follow the rules after the fact: one about a post its recipient can no longer read, or from
// someone they muted, is no longer listed, counted or exported; while muted, that person's acts are neither
// stored, pushed live nor mailed to them.
import type { Notification } from "@inkwell/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { comment } from "../../../test/comments";
import { act, deliver, member, notificationMailsTo } from "../../../test/notification-mails";
import type { Member } from "../../../test/notification-mails";
import { publishPost } from "../../../test/posts";
import { t, useApp } from "../../../test/suite";

useApp();

async function inbox(who: Member) {
  await t.app.ctx.events.settled();
  const res = await t.request({ method: "GET", url: "/api/v1/notifications?limit=50", token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  const { data, meta } = res.json<{ data: Notification[]; meta: { total: number; unreadCount: number } }>();
  const me = await t.request({ method: "GET", url: "/api/v1/auth/me", token: who.token });
  return {
    contents: data.map((n) => n.content),
    total: meta.total,
    unread: meta.unreadCount,
    badge: me.json<{ data: { notifications: number } }>().data.notifications,
  };
}

async function exported(who: Member) {
  const res = await t.request({ method: "GET", url: "/api/v1/profiles/me/export", token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<{ data: { notifications: { content: string }[] } }>()
    .data.notifications.map((n) => n.content);
}

/** Every notification announced (and so pushed live), by recipient. */
const announced: { userId: number; content: string }[] = [];
beforeAll(() =>
  t.app.ctx.events.on("notification.created", ({ userId, notification }) => {
    announced.push({ userId, content: notification.content });
  }),
);
const announcedTo = (who: Member) => announced.filter((n) => n.userId === who.user.id);

describe("a post its recipient can no longer read", () => {
  it("takes its notifications out of the list, the unread counts and the data export", async () => {
    const [writer, fan] = [await member(), await member()];
    await act(fan, "POST", `/profiles/${writer.user.username}/follow`);
    await publishPost(t, writer.token, { title: "Fans only letter", visibility: "followers" });
    const open = await publishPost(t, writer.token, { title: "Open notes" });
    const first = await comment(fan.token, open.id, "A first thought");
    await comment(writer.token, open.id, "An answer", first.id);
    const later = await publishPost(t, writer.token, { title: "Still readable" });
    expect((await inbox(fan)).contents).toHaveLength(4);
    expect(await exported(fan)).toHaveLength(4);

    // Unfollowing loses the followers-only post; the writer then makes the other one private.
    await act(fan, "DELETE", `/profiles/${writer.user.username}/unfollow`);
    await act(writer, "PATCH", `/posts/write/${open.id}`, { visibility: "private", title: "Closed notes" });

    const still = [`${writer.user.name} published “${later.title}”`];
    expect(await inbox(fan)).toEqual({ contents: still, total: 1, unread: 1, badge: 1 });
    expect(await exported(fan)).toEqual(still);
  });
});

describe("muting someone", () => {
  it("hides what they set off before, until they are unmuted", async () => {
    const [me, loud] = [await member(), await member()];
    const post = await publishPost(t, me.token, { title: "Quiet corner" });
    await act(loud, "POST", `/profiles/${me.user.username}/follow`);
    await act(loud, "POST", `/posts/${post.id}/like`);
    expect((await inbox(me)).total).toBe(2);

    await act(me, "POST", `/profiles/${loud.user.username}/mute`);
    expect(await inbox(me)).toEqual({ contents: [], total: 0, unread: 0, badge: 0 });
    expect(await exported(me)).toEqual([]);

    await act(me, "DELETE", `/profiles/${loud.user.username}/unmute`);
    expect(await inbox(me)).toMatchObject({ total: 2, unread: 2, badge: 2 });
  });

  it("silences what they do while muted: nothing stored, pushed live or mailed", async () => {
    const [me, loud] = [await member(), await member()];
    const mine = await publishPost(t, me.token, { title: "My own corner" });
    const mention = await comment(me.token, mine.id, "A comment of mine");
    await act(me, "POST", `/profiles/${loud.user.username}/follow`);
    await act(me, "POST", `/profiles/${loud.user.username}/mute`);

    await act(loud, "POST", `/profiles/${me.user.username}/follow`);
    await act(loud, "POST", `/posts/${mine.id}/like`);
    await comment(loud.token, mine.id, "Loud words");
    await comment(loud.token, mine.id, "A loud reply", mention.id);
    await act(loud, "POST", `/comments/${mention.id}/like`);
    await comment(loud.token, mine.id, `Hello @${me.user.username}`);
    await publishPost(t, loud.token, { title: "Loud news" });
    await t.app.ctx.events.settled();
    expect(announcedTo(me)).toEqual([]);
    await deliver();
    expect(notificationMailsTo(me)).toEqual([]);
    await act(me, "DELETE", `/profiles/${loud.user.username}/unmute`);
    expect(await inbox(me)).toMatchObject({ total: 0, badge: 0 });
  });

  it("does not mail what they did before the mute, once the batch goes out after it", async () => {
    const [me, loud] = [await member(), await member()];
    const mine = await publishPost(t, me.token, { title: "Before the mute" });
    await comment(loud.token, mine.id, "Words before the mute");
    await act(me, "POST", `/profiles/${loud.user.username}/mute`);
    await deliver();
    expect(notificationMailsTo(me)).toEqual([]);
  });
});
