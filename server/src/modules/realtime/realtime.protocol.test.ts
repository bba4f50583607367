import { channels, realtimeEvents } from "@inkwell/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { registerUser } from "../../../test/factories";
import { RealtimeHub } from "./realtime.hub";
import { RawSocket, listen, sampleNotification } from "../../../test/realtime";

let t: TestApp;
let port: number;
const sockets: RawSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ REALTIME_ACTIVITY_TIMEOUT: "1" });
  port = await listen(t);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function open(path?: string) {
  const socket = await RawSocket.open(port, path);
  sockets.push(socket);
  return socket;
}

/** A socket with a valid signature for the user's notifications channel, obtained as pusher-js would. */
async function signedSubscription(socket: RawSocket, accessToken: string, channel: string) {
  const socketId = await socket.handshake();
  const res = await t.request({
    method: "POST",
    url: "/api/v1/realtime/auth",
    payload: { socket_id: socketId, channel_name: channel },
    token: accessToken,
  });
  return res.json<{ auth: string }>().auth;
}

describe("handshake", () => {
  it("greets with a socket id and the activity timeout, data as a JSON string", async () => {
    const socket = await open();
    const frame = await socket.next("pusher:connection_established");
    expect(JSON.parse(frame.data as string)).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 1,
    });
  });

  it("refuses an unknown app key with 4001 and closes", async () => {
    const socket = await open("/app/nope?protocol=7");
    expect((await socket.next("pusher:error")).data).toMatchObject({ code: 4001 });
    expect((await socket.closed).code).toBe(4001);
  });

  it("refuses a missing or unsupported protocol version", async () => {
    const missing = await open("/app/inkwell");
    expect((await missing.closed).code).toBe(4008);
    const old = await open("/app/inkwell?protocol=5");
    expect((await old.closed).code).toBe(4007);
  });

  it("answers other upgrade paths with 404", async () => {
    await expect(RawSocket.open(port, "/elsewhere")).rejects.toThrow(/404/);
  });
});

describe("keep-alive", () => {
  it("answers ping with pong", async () => {
    const socket = await open();
    socket.send({ event: "pusher:ping", data: {} });
    expect(await socket.next("pusher:pong")).toEqual({ event: "pusher:pong", data: "{}" });
  });

  it("pings a silent client and closes with 4201 when no pong comes", async () => {
    const socket = await open();
    await socket.next("pusher:ping", 2500);
    expect((await socket.closed).code).toBe(4201);
  });

  it("keeps a client that answers the ping", async () => {
    const socket = await open();
    await socket.next("pusher:ping", 2500);
    socket.send({ event: "pusher:pong", data: {} });
    await socket.next("pusher:ping", 2500);
    socket.send({ event: "pusher:pong", data: {} });
    socket.send({ event: "pusher:ping", data: {} });
    await socket.next("pusher:pong");
  });
});

describe("malformed frames", () => {
  it.each([
    ["not JSON", "{oops"],
    ["not an object", "[1,2]"],
    ["no event name", JSON.stringify({ data: {} })],
    ["an unknown pusher event", JSON.stringify({ event: "pusher:teleport", data: {} })],
    ["a channel name with spaces", JSON.stringify({ event: "pusher:subscribe", data: { channel: "a b" } })],
    [
      "a channel name over 164 characters",
      JSON.stringify({ event: "pusher:subscribe", data: { channel: "x".repeat(165) } }),
    ],
    ["subscription data that is not JSON", JSON.stringify({ event: "pusher:subscribe", data: "{" })],
    [
      "client event data over 10 KB",
      JSON.stringify({ event: "client-big", channel: "private-x", data: { text: "x".repeat(10_300) } }),
    ],
  ])("answers %s with pusher:error 4300 and keeps the connection", async (_what, frame) => {
    const socket = await open();
    await socket.handshake();
    socket.send(frame);
    expect((await socket.next("pusher:error")).data).toMatchObject({ code: 4300 });
    socket.send({ event: "pusher:ping", data: {} });
    await socket.next("pusher:pong");
  });

  it("closes with 1009 a frame over 64 KB and keeps serving others", async () => {
    const socket = await open();
    await socket.handshake();
    socket.send("x".repeat(65 * 1024));
    expect((await socket.closed).code).toBe(1009);
    const next = await open();
    await next.handshake();
  });

  it("refuses binary frames", async () => {
    const socket = await open();
    socket.send(Buffer.from([1, 2, 3]));
    expect((await socket.next("pusher:error")).data).toMatchObject({ code: 4300 });
  });
});

describe("subscriptions", () => {
  it("joins a public channel without auth, with data as a JSON string or an object", async () => {
    const socket = await open();
    socket.send({ event: "pusher:subscribe", data: { channel: "news", auth: "" } });
    expect(await socket.next("pusher_internal:subscription_succeeded")).toEqual({
      event: "pusher_internal:subscription_succeeded",
      channel: "news",
      data: "{}",
    });
    socket.send({ event: "pusher:subscribe", data: JSON.stringify({ channel: `n${"x".repeat(163)}` }) });
    expect((await socket.next("pusher_internal:subscription_succeeded")).channel).toHaveLength(164);
    const received = socket.next(realtimeEvents.newNotification);
    await t.app.realtime.trigger("news", realtimeEvents.newNotification, sampleNotification(1));
    // Pusher's wire carries event data as a JSON string.
    expect(JSON.parse((await received).data as string)).toEqual(sampleNotification(1));
  });

  it("refuses a forged signature with subscription_error and pusher:error 4009, and delivers nothing", async () => {
    const { user } = await registerUser(t);
    const channel = channels.notifications(user.id);
    const socket = await open();
    await socket.handshake();
    socket.send({ event: "pusher:subscribe", data: { channel, auth: `inkwell:${"0".repeat(64)}` } });
    expect(await socket.next("pusher:subscription_error")).toMatchObject({
      channel,
      data: { type: "AuthError", status: 401 },
    });
    expect((await socket.next("pusher:error")).data).toMatchObject({ code: 4009 });
    await t.app.realtime.trigger(channel, realtimeEvents.newNotification, sampleNotification(1));
    await expect(socket.next(realtimeEvents.newNotification, 300)).rejects.toThrow(/timed out/);
  });

  it("refuses a signature made for another socket", async () => {
    const { user, accessToken } = await registerUser(t);
    const channel = channels.notifications(user.id);
    const auth = await signedSubscription(await open(), accessToken, channel);
    const thief = await open();
    await thief.handshake();
    thief.send({ event: "pusher:subscribe", data: { channel, auth } });
    expect((await thief.next("pusher:error")).data).toMatchObject({ code: 4009 });
  });

  it("stops delivering after unsubscribe", async () => {
    const { user, accessToken } = await registerUser(t);
    const channel = channels.notifications(user.id);
    const socket = await open();
    const auth = await signedSubscription(socket, accessToken, channel);
    socket.send({ event: "pusher:subscribe", data: { channel, auth } });
    await socket.next("pusher_internal:subscription_succeeded");
    socket.send({ event: "pusher:unsubscribe", data: { channel } });
    socket.send({ event: "pusher:ping", data: {} });
    await socket.next("pusher:pong");
    await t.app.realtime.trigger(channel, realtimeEvents.newNotification, sampleNotification(2));
    await expect(socket.next(realtimeEvents.newNotification, 300)).rejects.toThrow(/timed out/);
  });
});

describe("client events", () => {
  async function twoOnOneChannel() {
    const { user, accessToken } = await registerUser(t);
    const channel = channels.notifications(user.id);
    const joined: RawSocket[] = [];
    for (let i = 0; i < 2; i += 1) {
      const socket = await open();
      const auth = await signedSubscription(socket, accessToken, channel);
      socket.send({ event: "pusher:subscribe", data: { channel, auth } });
      await socket.next("pusher_internal:subscription_succeeded");
      joined.push(socket);
    }
    return { channel, sender: joined[0] as RawSocket, other: joined[1] as RawSocket };
  }

  it("are refused on public channels and on channels the socket has not joined", async () => {
    const socket = await open();
    socket.send({ event: "pusher:subscribe", data: { channel: "news" } });
    await socket.next("pusher_internal:subscription_succeeded");
    socket.send({ event: "client-hi", channel: "news", data: {} });
    expect((await socket.next("pusher:error")).data).toMatchObject({ code: 4300 });
    socket.send({ event: "client-hi", channel: "private-notifications-1", data: {} });
    expect((await socket.next("pusher:error")).data).toMatchObject({ code: 4300 });
  });

  it("are limited to 10 per second per connection with 4301", async () => {
    const { channel, sender, other } = await twoOnOneChannel();
    for (let i = 0; i < 11; i += 1) sender.send({ event: "client-typing", channel, data: { i } });
    expect((await sender.next("pusher:error")).data).toMatchObject({ code: 4301 });
    for (let i = 0; i < 10; i += 1) {
      expect(JSON.parse((await other.next("client-typing")).data as string)).toEqual({ i });
    }
    await expect(other.next("client-typing", 300)).rejects.toThrow(/timed out/);
  });
});

describe("connections per address", () => {
  const capped: { direct?: TestApp; behindProxy?: TestApp } = {};
  let directPort: number;
  let behindProxyPort: number;
  const from = (address: string) => ({ "x-forwarded-for": `${address}, 10.9.9.9` });

  beforeAll(async () => {
    capped.direct = await createTestApp({ REALTIME_MAX_CONNECTIONS_PER_ADDRESS: "2" });
    directPort = await listen(capped.direct);
    capped.behindProxy = await createTestApp({
      REALTIME_MAX_CONNECTIONS_PER_ADDRESS: "1",
      TRUST_PROXY: "true",
    });
    behindProxyPort = await listen(capped.behindProxy);
  });
  afterAll(async () => {
    await capped.direct?.close();
    await capped.behindProxy?.close();
  });

  it("refuses a socket over the cap with pusher:error and close 4100, until one of the address's sockets closes", async () => {
    const first = await RawSocket.open(directPort);
    await first.handshake();
    // Without TRUST_PROXY a forwarded address is the client's own claim and counts for nothing.
    const second = await RawSocket.open(directPort, undefined, from("203.0.113.1"));
    await second.handshake();
    const third = await RawSocket.open(directPort, undefined, from("203.0.113.2"));
    expect((await third.next("pusher:error")).data).toMatchObject({ code: 4100 });
    expect((await third.closed).code).toBe(4100);

    first.close();
    await first.closed;
    const replacement = await RawSocket.open(directPort);
    await replacement.handshake();
    second.close();
    replacement.close();
  });

  it("counts the X-Forwarded-For client with TRUST_PROXY", async () => {
    await (await RawSocket.open(behindProxyPort, undefined, from("203.0.113.1"))).handshake();
    await (await RawSocket.open(behindProxyPort, undefined, from("203.0.113.2"))).handshake();
    const again = await RawSocket.open(behindProxyPort, undefined, from("203.0.113.1"));
    expect((await again.next("pusher:error")).data).toMatchObject({ code: 4100 });
    expect((await again.closed).code).toBe(4100);
  });
});

describe("unexpected failures", () => {
  it("close the socket they happened on with 4101 and leave the others served", async () => {
    const bystander = await open();
    await bystander.handshake();
    const victim = await open();
    await victim.handshake();
    const join = vi.spyOn(RealtimeHub.prototype, "join").mockImplementationOnce(() => {
      throw new Error("a bug reached through a frame");
    });
    try {
      victim.send({ event: "pusher:subscribe", data: { channel: "news" } });
      expect((await victim.closed).code).toBe(4101);
    } finally {
      join.mockRestore();
    }
    bystander.send({ event: "pusher:ping", data: {} });
    await bystander.next("pusher:pong");
  });
});

describe("shutdown", () => {
  it("closes every socket with 4200 so clients reconnect at once", async () => {
    const closing = await createTestApp();
    const closingPort = await listen(closing);
    const socket = await RawSocket.open(closingPort);
    await socket.handshake();
    await closing.close();
    expect((await socket.closed).code).toBe(4200);
  });
});
