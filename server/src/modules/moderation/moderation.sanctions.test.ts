// Sanctions: bans and suspensions end sign-ins, sessions and sockets, say why, and are given and lifted by
// the right people only.
import type { Comment } from "@inkwell/contract";
import { HIDDEN_COMMENT_TEXT } from "@inkwell/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { verifiedUser, withRole } from "../../../test/factories";
import { publishPost } from "../../../test/posts";
import {
  RawSocket,
  connected,
  nextEvent,
  pusherClient,
  silence,
  subscribed,
  within,
} from "../../../test/realtime";
import {
  admin,
  api,
  clients,
  comment,
  moderator,
  port,
  report,
  resolve,
  signIn,
  t,
  useModerationApp,
} from "../../../test/moderation";
import type { User } from "../../../test/moderation";

useModerationApp();

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
