// Hostile input against a listening app: the exact requests that once ended the process, then seeded
// random and mutated frames and upgrade request lines (made by test/realtime-fuzz.ts). Whatever arrives may
// end its own socket, never the process, and the server must still serve afterwards.
// REALTIME_FUZZ_SEED=<n> replays a run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { RawSocket, listen, rawRequest, upgradeRequest } from "../../../test/realtime";
import { frameFrom, randomRequest, seeded, validFrames } from "../../../test/realtime-fuzz";
import type { Random } from "../../../test/realtime-fuzz";
import { signChannel } from "./realtime.protocol";

const SEED = Number(process.env.REALTIME_FUZZ_SEED ?? 20_240_611);
const FRAMES = 6000;
const FRAMES_PER_SOCKET = 25;
const REQUESTS = 1500;
const CHANNEL = "private-fuzz";

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  port = await listen(t);
});
afterAll(() => t.close());

const signed = (socketId: string, channel = CHANNEL) =>
  signChannel("inkwell", t.app.ctx.config.REALTIME_APP_SECRET, socketId, channel);

/** A socket that has joined the fuzz channel, so client events reach the relay. */
async function joinedSocket(): Promise<{ socket: RawSocket; socketId: string }> {
  const socket = await RawSocket.open(port);
  const socketId = await socket.handshake();
  socket.send({ event: "pusher:subscribe", data: { channel: CHANNEL, auth: signed(socketId) } });
  await socket.next("pusher_internal:subscription_succeeded");
  return { socket, socketId };
}

async function expectStillServing() {
  const socket = await RawSocket.open(port);
  await socket.handshake();
  socket.close();
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
}

describe("requests that used to end the process", () => {
  it("answers an upgrade whose app key is broken percent-encoding with 400", async () => {
    expect(await rawRequest(port, upgradeRequest("/app/%E0%A4%A?protocol=7"))).toBe(400);
    await expect(RawSocket.open(port, "/app/%E0%A4%A?protocol=7")).rejects.toThrow(/400/);
    await expectStillServing();
  });

  it.each(["http://[::1", "//:99999/app/x"])(
    "answers an upgrade to the unparsable absolute URL %s with 400",
    async (target) => {
      expect(await rawRequest(port, upgradeRequest(target))).toBe(400);
      await expectStillServing();
    },
  );

  it("refuses client-event data nested 30,000 deep with 4300 and keeps the socket", async () => {
    const { socket } = await joinedSocket();
    const depth = 30_000;
    socket.send(
      `{"event":"client-x","channel":"${CHANNEL}","data":${"[".repeat(depth)}${"]".repeat(depth)}}`,
    );
    expect((await socket.next("pusher:error")).data).toMatchObject({ code: 4300 });
    socket.send({ event: "pusher:ping", data: {} });
    await socket.next("pusher:pong");
    socket.close();
    await expectStillServing();
  });

  it("refuses an unknown app key too long for a close frame's reason with 4001", async () => {
    const socket = await RawSocket.open(port, `/app/${encodeURIComponent("😀".repeat(64))}?protocol=7`);
    expect((await socket.next("pusher:error")).data).toMatchObject({ code: 4001 });
    expect((await socket.closed).code).toBe(4001);
    await expectStillServing();
  });
});

/** A random frame from a socket that joined the fuzz channel. */
const randomFrame = (random: Random, socketId: string) =>
  frameFrom(random, validFrames(CHANNEL, JSON.stringify(signed(socketId))));

function tally(counts: Record<string, number>, key: string | number) {
  counts[key] = (counts[key] ?? 0) + 1;
}

describe("fuzzing", () => {
  it("survives seeded random and mutated frames and upgrade requests, and still serves", async () => {
    const random = seeded(SEED);
    const listener = await joinedSocket();
    const frameKinds: Record<string, number> = {};
    const serverCloses: Record<string, number> = {};
    let framesThrown = 0;

    for (let batch = 0; framesThrown < FRAMES; batch += 1) {
      const { socket, socketId } = await joinedSocket();
      for (let i = 0; i < FRAMES_PER_SOCKET && framesThrown < FRAMES && socket.isOpen; i += 1) {
        const frame = randomFrame(random, socketId);
        socket.sendBytes(frame.bytes, frame.binary);
        tally(frameKinds, frame.kind);
        framesThrown += 1;
      }
      // Frames are handled in order: once this marker is answered, every frame before it has been dealt with.
      const marker = `fuzz-batch-${batch}`;
      if (socket.isOpen) socket.send({ event: "pusher:subscribe", data: { channel: marker } });
      const answered = await (async () => {
        for (;;) {
          const frame = await socket.next("pusher_internal:subscription_succeeded", 5000);
          if (frame.channel === marker) return true;
        }
      })().catch(() => false);
      if (!answered) tally(serverCloses, (await socket.closed).code);
      socket.close();
      await socket.closed;
    }

    const requestKinds: Record<string, number> = {};
    const statuses: Record<string, number> = {};
    for (let sent = 0; sent < REQUESTS; sent += 10) {
      const batch = Array.from({ length: 10 }, () => randomRequest(random));
      for (const { kind } of batch) tally(requestKinds, kind);
      const answers = await Promise.all(batch.map(({ request }) => rawRequest(port, request)));
      for (const status of answers) tally(statuses, status ?? "closed without answer");
    }

    console.log(
      `realtime fuzz seed ${SEED}: ${framesThrown} frames ${JSON.stringify(frameKinds)}, ` +
        `server closes ${JSON.stringify(serverCloses)}; ${REQUESTS} upgrade requests ` +
        `${JSON.stringify(requestKinds)}, answers ${JSON.stringify(statuses)}`,
    );
    // Only the WebSocket layer's own refusals: invalid UTF-8 (1007) and frames over 64 KB (1009).
    expect(Object.keys(serverCloses).filter((code) => code !== "1007" && code !== "1009")).toEqual([]);
    // Every request line gets an HTTP answer (101, or a 4xx refusal), none of them a 5xx.
    expect(Object.keys(statuses).filter((status) => !(Number(status) < 500))).toEqual([]);
    // Valid client events went through the relay to the other member of the channel.
    await listener.socket.next("client-typing");
    listener.socket.close();
    await expectStillServing();
  }, 30_000);
});
