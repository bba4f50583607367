import { channels, realtimeEvents } from "@inkwell/contract";
import type Pusher from "pusher-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { registerUser, verifiedUser, withRole } from "../../../test/factories";
import {
  RawSocket,
  listen,
  nextEvent,
  pusherClient,
  sampleNotification,
  silence,
  subscribed,
  within,
} from "../../../test/realtime";

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)("two server processes sharing Redis", () => {
  const instances: { t: TestApp; port: number }[] = [];
  const clients: Pusher[] = [];

  beforeAll(async () => {
    // A key of its own keeps this suite's traffic apart from anything else on the same Redis.
    const env = { REDIS_URL: redisUrl ?? "", REALTIME_APP_KEY: `scale-${process.pid}` };
    // Like real processes, both share one database as well as Redis.
    for (let i = 0; i < 2; i += 1) {
      const shared = instances[0]?.t.app.ctx.database;
      const t = await createTestApp(env, shared ? { shared } : {});
      instances.push({ t, port: await listen(t) });
    }
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    for (const { t } of instances.reverse()) await t.close();
  });

  function clientOf(index: number, accessToken: string) {
    const instance = instances[index];
    if (!instance) throw new Error(`no instance ${index}`);
    const pusher = pusherClient(instance.port, accessToken, instance.t.app.ctx.config.REALTIME_APP_KEY);
    clients.push(pusher);
    return pusher;
  }

  it("delivers an event triggered on one process to a client connected to the other, once", async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error("instances missing");
    const { user, accessToken } = await registerUser(first.t);
    const channel = await subscribed(clientOf(1, accessToken), channels.notifications(user.id));
    const received: unknown[] = [];
    channel.bind(realtimeEvents.newNotification, (data: unknown) => received.push(data));
    const arrived = nextEvent(channel, realtimeEvents.newNotification);
    const notification = sampleNotification(42);
    await first.t.app.realtime.trigger(
      channels.notifications(user.id),
      realtimeEvents.newNotification,
      notification,
    );
    expect(await arrived).toEqual(notification);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([notification]);
  });

  it("closes a banned account's socket on one process when another signed its subscription and bans it", async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error("instances missing");
    const as = (who: { token: string }, url: string, payload: object) =>
      first.t.request({ method: "POST", url: `/api/v1${url}`, token: who.token, payload });
    const spammer = await verifiedUser(first.t);
    const friend = await verifiedUser(first.t);
    const moderator = await withRole(first.t, await verifiedUser(first.t), "moderator");
    const started = await as(spammer, "/conversations", { otherId: friend.user.id });
    const channel = `private-conversation-${started.json<{ data: { id: number } }>().data.id}`;
    const key = second.t.app.ctx.config.REALTIME_APP_KEY;
    const socket = await RawSocket.open(second.port, `/app/${key}?protocol=7&client=js&version=8.4.0`);
    const signed = await as(spammer, "/realtime/auth", {
      socket_id: await socket.handshake(),
      channel_name: channel,
    });
    socket.send({ event: "pusher:subscribe", data: { channel, auth: signed.json<{ auth: string }>().auth } });
    await socket.next("pusher_internal:subscription_succeeded");

    expect(
      (await as(moderator, `/moderation/users/${spammer.user.id}/ban`, { reason: "Spam" })).statusCode,
    ).toBe(200);
    expect(await within(socket.closed, 5000, "the socket on the other process to close")).toMatchObject({
      code: 4009,
    });
  });

  it("carries client events across processes without echoing them to the sender", async () => {
    const { user, accessToken } = await registerUser(instances[0]?.t as TestApp);
    const name = channels.notifications(user.id);
    const onFirst = await subscribed(clientOf(0, accessToken), name);
    const onSecond = await subscribed(clientOf(1, accessToken), name);
    const heard = nextEvent(onSecond, realtimeEvents.typing);
    const echo = silence(onFirst, realtimeEvents.typing);
    onFirst.trigger(realtimeEvents.typing, { typing: true });
    expect(await heard).toEqual({ typing: true });
    await echo;
  });
});
