import { createHmac } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { channelPrefixes, channels, realtimeEvents } from "@inkwell/contract";
import type Pusher from "pusher-js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app";
import { freshDatabase } from "../../../test/database";
import type { TestApp } from "../../../test/app";
import { registerUser } from "../../../test/factories";
import { loadConfig } from "../../platform/config";
import {
  RawSocket,
  connected,
  listen,
  nextEvent,
  pusherClient,
  sampleNotification,
  silence,
  subscribed,
  within,
} from "../../../test/realtime";

let t: TestApp;
let port: number;
const clients: Pusher[] = [];
let allowIntoConversation: (userId: number) => void;

beforeAll(async () => {
  t = await createTestApp();
  port = await listen(t);
  // Stands in for the conversations module: only the listed users may join conversation 1.
  const participants = new Set<number>();
  t.app.realtime.registerChannelAuthorizer(channelPrefixes.conversation, (userId, conversationId) =>
    Promise.resolve(conversationId === "1" && participants.has(userId)),
  );
  allowIntoConversation = (userId) => participants.add(userId);
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(() => t.close());

function client(accessToken?: string, onPort = port) {
  const pusher = pusherClient(onPort, accessToken);
  clients.push(pusher);
  return pusher;
}

describe("pusher-js against the built-in endpoint", () => {
  it("connects and gets a Pusher-style socket id", async () => {
    const socketId = await connected(client());
    expect(socketId).toMatch(/^\d+\.\d+$/);
  });

  it("delivers an event triggered on the server to the user's own notifications channel", async () => {
    const { user, accessToken } = await registerUser(t);
    const pusher = client(accessToken);
    const channel = await subscribed(pusher, channels.notifications(user.id));
    const received = nextEvent(channel, realtimeEvents.newNotification);
    const notification = { ...sampleNotification(7), content: "Ana liked your post" };
    await t.app.realtime.trigger(
      channels.notifications(user.id),
      realtimeEvents.newNotification,
      notification,
    );
    expect(await received).toEqual(notification);
  });

  it("refuses another user's notifications channel", async () => {
    const owner = await registerUser(t);
    const intruder = await registerUser(t);
    const failure = await subscribed(
      client(intruder.accessToken),
      channels.notifications(owner.user.id),
    ).catch((err: { detail?: unknown }) => err.detail);
    expect(failure).toMatchObject({ type: "AuthError", status: 403 });
  });

  it("relays client events to the other participants but not back to the sender", async () => {
    const ana = await registerUser(t);
    const ben = await registerUser(t);
    allowIntoConversation(ana.user.id);
    allowIntoConversation(ben.user.id);
    const conversation = channels.conversation(1);
    const anaChannel = await subscribed(client(ana.accessToken), conversation);
    const benChannel = await subscribed(client(ben.accessToken), conversation);

    const benHears = nextEvent(benChannel, realtimeEvents.typing);
    const anaHearsNothing = silence(anaChannel, realtimeEvents.typing);
    expect(anaChannel.trigger(realtimeEvents.typing, { userId: ana.user.id })).toBe(true);
    expect(await benHears).toEqual({ userId: ana.user.id });
    await anaHearsNothing;
  });

  it("refuses a conversation the registered authorizer does not allow", async () => {
    const outsider = await registerUser(t);
    await expect(subscribed(client(outsider.accessToken), channels.conversation(1))).rejects.toMatchObject({
      detail: { status: 403 },
    });
  });

  it("backs off while its address is over capacity and connects once a slot frees", async () => {
    const capped = await createTestApp({ REALTIME_MAX_CONNECTIONS_PER_ADDRESS: "1" });
    const cappedPort = await listen(capped);
    const holder = await RawSocket.open(cappedPort);
    await holder.handshake();
    const pusher = pusherClient(cappedPort);
    try {
      const refusal = within(
        new Promise<unknown>((resolve) => pusher.connection.bind("error", resolve)),
        5000,
        "the over-capacity error",
      );
      expect(await refusal).toMatchObject({ type: "WebSocketError", error: { data: { code: 4100 } } });
      expect(pusher.connection.state).not.toBe("connected");
      holder.close();
      expect(await connected(pusher, 5000)).toMatch(/^\d+\.\d+$/);
    } finally {
      pusher.disconnect();
      await capped.close();
    }
  });

  it("reconnects and resubscribes after the server restarts on the same port", async () => {
    // Both lives of the server keep their data, as a restart does: the sign-in is still there.
    const database = await freshDatabase();
    const restartable = await createTestApp({}, { shared: database });
    const restartPort = await listen(restartable);
    const { user, accessToken } = await registerUser(restartable);
    const pusher = client(accessToken, restartPort);
    const channel = await subscribed(pusher, channels.notifications(user.id));
    const firstSocketId = pusher.connection.socket_id;

    // Built before the old one stops, so the port is free only for an instant, as with a quick restart.
    const restarted = await createTestApp({}, { shared: database });
    // pusher-js retries at once, but an attempt that hits the closed port only fails at its 15 s timeout.
    const resubscribed = nextEvent(channel, "pusher:subscription_succeeded", 35_000);
    await restartable.close();
    try {
      await listen(restarted, restartPort);
      await resubscribed;
      expect(pusher.connection.socket_id).not.toBe(firstSocketId);
      const received = nextEvent(channel, realtimeEvents.newNotification);
      await restarted.app.realtime.trigger(
        channels.notifications(user.id),
        realtimeEvents.newNotification,
        sampleNotification(1),
      );
      expect(await received).toEqual(sampleNotification(1));
    } finally {
      pusher.disconnect();
      await restarted.close();
      await database.close();
    }
  }, 45_000);
});

describe("POST /api/v1/realtime/auth", () => {
  const socketId = "123.456";
  const sign = (channel: string) =>
    `inkwell:${createHmac("sha256", t.app.ctx.config.REALTIME_APP_SECRET).update(`${socketId}:${channel}`).digest("hex")}`;
  const authorize = (
    payload: string | object,
    token?: string,
    contentType = "application/x-www-form-urlencoded",
  ) =>
    t.request({
      method: "POST",
      url: "/api/v1/realtime/auth",
      headers: { "content-type": typeof payload === "string" ? contentType : "application/json" },
      payload,
      token,
    });

  it("signs the user's own channel, form-encoded or JSON, with the bare { auth } pusher-js reads", async () => {
    const { user, accessToken } = await registerUser(t);
    const channel = channels.notifications(user.id);
    const form = await authorize(`socket_id=${socketId}&channel_name=${channel}`, accessToken);
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({ auth: sign(channel) });
    const json = await authorize({ socket_id: socketId, channel_name: channel }, accessToken);
    expect(json.json()).toEqual({ auth: sign(channel) });
  });

  it("asks for a signed-in user", async () => {
    const res = await authorize(`socket_id=${socketId}&channel_name=private-notifications-1`);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHORIZED");
  });

  it("refuses with 403 a channel nobody authorises, public ones included", async () => {
    const { user, accessToken } = await registerUser(t);
    for (const channel of [channels.notifications(user.id + 1), "private-unknown-1", "news"]) {
      const res = await authorize(`socket_id=${socketId}&channel_name=${channel}`, accessToken);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("FORBIDDEN");
    }
  });

  it.each([
    [{ socket_id: "abc", channel_name: "private-notifications-1" }, ["socket_id"]],
    [{ socket_id: socketId, channel_name: "private notifications" }, ["channel_name"]],
    [{ socket_id: socketId, channel_name: `private-${"x".repeat(160)}` }, ["channel_name"]],
    [{}, ["socket_id", "channel_name"]],
  ])("refuses malformed input %# with the fields at fault", async (payload, fields) => {
    const { accessToken } = await registerUser(t);
    const res = await authorize(payload, accessToken);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual([...fields].sort());
  });
});

describe("GET /api/v1/config", () => {
  it("tells the browser how to reach the built-in endpoint", async () => {
    const res = await t.request({ method: "GET", url: "/api/v1/config" });
    expect(res.json().data.realtime).toEqual({
      key: "inkwell",
      cluster: "ap1",
      wsHost: null,
      wsPort: null,
      forceTLS: null,
      authEndpoint: "/api/v1/realtime/auth",
      enabledTransports: ["ws", "wss"],
    });
  });

  it("points at hosted Pusher when PUSHER_* is set", async () => {
    const hosted = await createTestApp({
      PUSHER_APP_ID: "1",
      PUSHER_KEY: "hosted-key",
      PUSHER_SECRET: "hosted-secret",
      PUSHER_CLUSTER: "eu",
    });
    try {
      const res = await hosted.request({ method: "GET", url: "/api/v1/config" });
      expect(res.json().data.realtime).toMatchObject({
        key: "hosted-key",
        cluster: "eu",
        wsHost: "ws-eu.pusher.com",
        forceTLS: true,
      });
      const { user, accessToken } = await registerUser(hosted);
      const channel = channels.notifications(user.id);
      const auth = await hosted.request({
        method: "POST",
        url: "/api/v1/realtime/auth",
        payload: { socket_id: "1.2", channel_name: channel },
        token: accessToken,
      });
      const signature = createHmac("sha256", "hosted-secret").update(`1.2:${channel}`).digest("hex");
      expect(auth.json()).toEqual({ auth: `hosted-key:${signature}` });
    } finally {
      await hosted.close();
    }
  });
});

describe("realtime settings", () => {
  const base = { JWT_SECRET: "a".repeat(40), DATA_DIR: mkdtempSync(path.join(tmpdir(), "inkwell-config-")) };

  it("derives a stable app secret from JWT_SECRET that is not JWT_SECRET itself", () => {
    const first = loadConfig(base).REALTIME_APP_SECRET;
    expect(loadConfig(base).REALTIME_APP_SECRET).toBe(first);
    expect(first).not.toContain(base.JWT_SECRET);
    expect(loadConfig({ ...base, JWT_SECRET: "b".repeat(40) }).REALTIME_APP_SECRET).not.toBe(first);
  });

  it.each([
    [{ REALTIME_ACTIVITY_TIMEOUT: "0" }, "REALTIME_ACTIVITY_TIMEOUT"],
    [{ REALTIME_APP_KEY: "no spaces" }, "REALTIME_APP_KEY"],
    [{ REALTIME_APP_SECRET: "short" }, "REALTIME_APP_SECRET"],
    [{ PUSHER_APP_ID: "1", PUSHER_KEY: "k" }, "PUSHER_SECRET"],
  ])("stops start-up on a bad value %# with one line naming it", (env, name) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(
      new RegExp(`^Invalid configuration: ${name} [^\\n]+$`),
    );
  });
});
