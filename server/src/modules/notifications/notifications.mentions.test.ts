// Mentions: `@username` in a comment names existing members only (at most MENTIONS_PER_COMMENT_MAX), each of
// whom gets one notification and, batched, one mail; never for oneself, from a blocked or muted account,
// and a reply that also mentions its parent's author notifies them once.
import { MENTIONS_PER_COMMENT_MAX } from "@inkwell/contract";
import type { Notification } from "@inkwell/contract";
import { describe, expect, it } from "vitest";
import { comment } from "../../../test/comments";
import { act, deliver, member, notificationMailsTo } from "../../../test/notification-mails";
import type { Member } from "../../../test/notification-mails";
import { publishPost } from "../../../test/posts";
import { t, useApp } from "../../../test/suite";

useApp();

async function notificationsOf(who: Member) {
  const res = await t.request({ method: "GET", url: "/api/v1/notifications?limit=50", token: who.token });
  return res.json<{ data: Notification[] }>().data;
}

describe("mentions in comments", () => {
  it("name existing members only, each notified in the app and by mail", async () => {
    const [writer, ann, named] = [await member(), await member(), await member()];
    const post = await publishPost(t, writer.token, { title: "Mentioned here" });
    const created = await comment(
      ann.token,
      post.id,
      `Ask @${named.user.username.toUpperCase()} or @nobody_by_that_name, not mail@${named.user.username}.com`,
    );
    expect(created.mentions).toEqual([named.user.username]);
    const listed = await t.request({ method: "GET", url: `/api/v1/posts/${post.id}/comments` });
    expect(JSON.stringify(listed.json())).toContain(`"mentions":["${named.user.username}"]`);

    const [notification] = await notificationsOf(named);
    expect(notification).toMatchObject({
      type: "comment",
      about: { kind: "mentioned", title: "Mentioned here" },
      actor: { id: ann.user.id },
      link: `/blog/${post.slug}#comment-${created.id}`,
    });
    expect(notification!.content).toBe(`${ann.user.name} mentioned you in a comment on “Mentioned here”`);

    await deliver();
    const [mail] = notificationMailsTo(named);
    expect(mail!.subject).toBe("Someone mentioned you on Inkwell");
    expect(mail!.text).toContain(`${ann.user.name} mentioned you in a comment on “Mentioned here”`);
  });

  it(`stop at ${MENTIONS_PER_COMMENT_MAX} per comment`, async () => {
    const [writer, ann] = [await member(), await member()];
    const crowd: Member[] = [];
    for (let i = 0; i < MENTIONS_PER_COMMENT_MAX + 2; i += 1) crowd.push(await member());
    const post = await publishPost(t, writer.token, { title: "A crowd" });
    const created = await comment(ann.token, post.id, crowd.map((m) => `@${m.user.username}`).join(" "));
    expect(created.mentions).toHaveLength(MENTIONS_PER_COMMENT_MAX);
    const last = crowd.at(-1)!;
    expect(await notificationsOf(last)).toHaveLength(0);
    expect(await notificationsOf(crowd[0]!)).toHaveLength(1);
  });

  it("never notify oneself, nor from a muted or blocked account", async () => {
    const [writer, ann, muter, blocker] = [await member(), await member(), await member(), await member()];
    await act(muter, "POST", `/profiles/${ann.user.username}/mute`);
    await act(blocker, "POST", `/profiles/${ann.user.username}/block`);
    const post = await publishPost(t, writer.token, { title: "Quiet" });
    const text = `@${ann.user.username} @${muter.user.username} @${blocker.user.username}`;
    await comment(ann.token, post.id, text);
    await deliver();
    for (const who of [ann, muter, blocker]) {
      expect(await notificationsOf(who)).toHaveLength(0);
      expect(notificationMailsTo(who)).toHaveLength(0);
    }
  });

  it("tell the author of the comment replied to once, as a reply", async () => {
    const [writer, ann, ben] = [await member(), await member(), await member()];
    const post = await publishPost(t, writer.token, { title: "Once" });
    const first = await comment(ann.token, post.id, "First");
    await comment(
      ben.token,
      post.id,
      `@${ann.user.username} agreed, and @${writer.user.username} too`,
      first.id,
    );
    const notes = await notificationsOf(ann);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.about).toMatchObject({ kind: "replied" });
    expect((await notificationsOf(writer)).filter((n) => n.actor?.id === ben.user.id)).toHaveLength(1);
    await deliver();
    expect(notificationMailsTo(ann).map((m) => m.subject)).toEqual([
      "A new reply to your comments on Inkwell",
    ]);
  });
});
