// Hostile input against a listening app: the exact requests that once ended the process, then seeded
// random and mutated frames and upgrade request lines. Whatever arrives may end its own socket, never the
// process, and the server must still serve afterwards. REALTIME_FUZZ_SEED=<n> replays a run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { signChannel } from "./realtime.protocol";
import { RawSocket, listen, rawRequest, upgradeRequest } from "../../../test/realtime";

const SEED = Number(process.env.REALTIME_FUZZ_SEED ?? 20_240_611);
const FRAMES = 6000;
const FRAMES_PER_SOCKET = 25;
const REQUESTS = 1500;
const CHANNEL = "private-fuzz";
const VALID_TARGET = "/app/inkwell?protocol=7&client=js&version=8.4.0&flash=false";

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

/** mulberry32: small, fast and the same sequence for the same seed on every machine. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}
type Random = ReturnType<typeof seeded>;

const ODD_STRINGS = [
  "",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800",
  "\u202eevil",
  "\ufeff",
  "😀",
  "%E0%A4%A",
  "private-",
  "private-fuzz",
  "presence-x",
  "client-",
  "pusher:subscribe",
  "pusher_internal:subscription_succeeded",
  "__proto__",
  "constructor",
  "a b",
  "x".repeat(165),
  "inkwell:" + "0".repeat(64),
];

function randomText(random: Random, length: number): string {
  let text = "";
  for (let i = 0; i < length; i += 1) {
    // Mostly ASCII, with controls, the BMP, lone surrogates and astral characters mixed in.
    const range = random.pick([0x80, 0x80, 0x20, 0x10000, 0xdc00, 0x10ffff]);
    text += String.fromCodePoint(random.int(range));
  }
  return text;
}

function deepJson(random: Random, depth: number): string {
  return random.next() < 0.5
    ? "[".repeat(depth) + "]".repeat(depth)
    : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

/** JSON text of a value of any type, many of them wrong wherever they end up. */
function oddJson(random: Random, nesting = 0): string {
  switch (random.int(nesting > 2 ? 4 : 8)) {
    case 0:
      return random.pick(["null", "true", "false", "0", "-0", "-1", "1.5", "1e308", "9007199254740993"]);
    case 1:
      return JSON.stringify(random.pick(ODD_STRINGS));
    case 2:
      return JSON.stringify(randomText(random, random.pick([1, 8, 64, 300])));
    case 3:
      return JSON.stringify("x".repeat(random.pick([10_000, 10_300, 40_000, 70_000])));
    case 4:
      return `[${Array.from({ length: random.int(4) }, () => oddJson(random, nesting + 1)).join(",")}]`;
    case 5:
      return `{"channel":${oddJson(random, nesting + 1)},"auth":${oddJson(random, nesting + 1)}}`;
    case 6:
      return `{"__proto__":{"channel":"news"},"constructor":${oddJson(random, nesting + 1)}}`;
    default:
      return deepJson(random, random.pick([20, 31, 33, 500, 30_000]));
  }
}

type Fields = [string, string][];
const render = (fields: Fields) =>
  `{${fields.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`;

/** Valid frames of every kind the client may send, as field lists ready for mutation. */
function validFrames(socketId: string): { fields: Fields; data?: Fields }[] {
  const auth = JSON.stringify(signed(socketId));
  return [
    {
      fields: [["event", '"pusher:subscribe"']],
      data: [
        ["channel", `"${CHANNEL}"`],
        ["auth", auth],
      ],
    },
    {
      fields: [
        ["event", '"pusher:subscribe"'],
        ["data", JSON.stringify(JSON.stringify({ channel: "news" }))],
      ],
    },
    { fields: [["event", '"pusher:unsubscribe"']], data: [["channel", '"news"']] },
    {
      fields: [
        ["event", '"pusher:ping"'],
        ["data", "{}"],
      ],
    },
    {
      fields: [
        ["event", '"pusher:pong"'],
        ["data", "{}"],
      ],
    },
    {
      fields: [
        ["event", '"client-typing"'],
        ["channel", `"${CHANNEL}"`],
      ],
      data: [["typing", "true"]],
    },
  ];
}

function mutateFields(random: Random, fields: Fields): Fields {
  const mutated = fields.map(([key, value]): [string, string] => [key, value]);
  const index = random.int(mutated.length + 1);
  const action = random.int(4);
  if (index === mutated.length || action === 0)
    mutated.push([random.pick(["data", "channel", "event", "auth", "__proto__"]), oddJson(random)]);
  else if (action === 1) mutated.splice(index, 1);
  else mutated[index] = [mutated[index]?.[0] ?? "event", oddJson(random)];
  return mutated;
}

function mutateBytes(random: Random, text: string): Buffer {
  const bytes = [...Buffer.from(text)];
  for (let edits = 1 + random.int(5); edits > 0; edits -= 1) {
    const at = random.int(bytes.length + 1);
    const byte = random.int(256);
    const action = random.int(3);
    if (action === 0) bytes.splice(at, 0, byte);
    else if (action === 1) bytes.splice(at, 1);
    else bytes[at] = byte;
  }
  return Buffer.from(bytes);
}

type Thrown = { kind: string; bytes: Buffer; binary: boolean };

function randomFrame(random: Random, socketId: string): Thrown {
  const template = random.pick(validFrames(socketId));
  const valid = () =>
    render(template.data ? [...template.fields, ["data", render(template.data)]] : template.fields);
  const text = (kind: string, frame: string): Thrown => ({ kind, bytes: Buffer.from(frame), binary: false });
  const randomBytes = () => Buffer.from(Array.from({ length: random.int(2000) }, () => random.int(256)));
  switch (random.int(9)) {
    case 0:
    case 1:
      return text("wrong field", render(mutateFields(random, template.fields)));
    case 2:
      return template.data
        ? text(
            "wrong data field",
            render([...template.fields, ["data", render(mutateFields(random, template.data))]]),
          )
        : text("wrong field", render(mutateFields(random, template.fields)));
    case 3:
      return { kind: "mutated bytes", bytes: mutateBytes(random, valid()), binary: false };
    case 4:
      return { kind: "random bytes", bytes: randomBytes(), binary: false };
    case 5:
      return {
        kind: "binary",
        bytes: random.next() < 0.5 ? randomBytes() : Buffer.from(valid()),
        binary: true,
      };
    case 6:
      return text("odd unicode", randomText(random, random.pick([1, 50, 2000])));
    case 7:
      return text(
        "deep data",
        render([
          ...template.fields.filter(([key]) => key !== "data"),
          ["data", deepJson(random, random.pick([32, 1000, 30_000]))],
        ]),
      );
    default:
      return text("valid", valid());
  }
}

const ODD_TARGETS = [
  "http://[::1",
  "//:99999/app/x",
  "http://127.0.0.1:99999/app/inkwell?protocol=7",
  "ws://elsewhere/app/inkwell?protocol=7",
  "http://user:pass@[::1]:80/app/inkwell?protocol=7",
  "http:",
  "//",
  "*",
  "?",
  "/app/",
  "/app/inkwell/extra?protocol=7",
  "/app/inkwell",
  "/app/inkwell?protocol=",
  "/app/inkwell?protocol=7.0",
  "/app/inkwell?protocol=0x7",
  "/app/inkwell?protocol=7&protocol=8",
  "/app/inkwell?protocol=%E0",
  "/app/%00?protocol=7",
  "/app/%F0%9F%98?protocol=7",
  "/app/..%2F..%2Fetc?protocol=7",
  "/app/in%6Bwell?protocol=7",
];
const TARGET_PIECES = [
  "%",
  "%E0",
  "%A",
  "%0",
  "%%",
  "%00",
  "?",
  "#",
  "/",
  "\\",
  "@",
  ":",
  "[",
  "]",
  "..",
  "😀",
  " ",
  "\t",
  "\u0000",
  "\u00ff",
];

function randomRequest(random: Random): { kind: string; request: string | Buffer } {
  switch (random.int(6)) {
    case 0:
      return { kind: "odd target", request: upgradeRequest(random.pick(ODD_TARGETS)) };
    case 1: {
      let target = VALID_TARGET;
      for (let edits = 1 + random.int(4); edits > 0; edits -= 1) {
        const at = random.int(target.length + 1);
        target = target.slice(0, at) + random.pick(TARGET_PIECES) + target.slice(at + random.int(3));
      }
      return { kind: "mutated target", request: upgradeRequest(target) };
    }
    case 2: {
      const hexish = [..."0123456789ABCDEFaz%"];
      const garbage = Array.from({ length: 1 + random.int(8) }, () =>
        ["%", ...Array.from({ length: random.int(3) }, () => random.pick(hexish))].join(""),
      ).join("");
      return { kind: "percent garbage", request: upgradeRequest(`/app/${garbage}?protocol=7`) };
    }
    case 3:
      return {
        kind: "huge path",
        request: upgradeRequest(`/app/${"k".repeat(random.pick([200, 5000, 20_000, 100_000]))}?protocol=7`),
      };
    case 4: {
      // Only the request line is garbled, so the head still ends and the server has to decide.
      const request = upgradeRequest(VALID_TARGET);
      const lineEnd = request.indexOf("\r\n");
      const line = mutateBytes(random, request.slice(0, lineEnd)).filter(
        (byte) => byte !== 0x0d && byte !== 0x0a,
      );
      return {
        kind: "garbled request line",
        request: Buffer.concat([line, Buffer.from(request.slice(lineEnd))]),
      };
    }
    default: {
      // Any UTF-8 (lone surrogates included), each byte raw when it is visible ASCII or percent-encoded.
      const key = [...Buffer.from(randomText(random, 1 + random.int(40)))]
        .map((byte) =>
          byte > 0x20 && byte < 0x7f && random.next() < 0.5
            ? String.fromCharCode(byte)
            : `%${byte.toString(16).padStart(2, "0")}`,
        )
        .join("");
      return { kind: "random key", request: upgradeRequest(`/app/${key}?protocol=${random.int(9)}`) };
    }
  }
}

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
