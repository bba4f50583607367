// Seeded hostile input for the realtime fuzz suite (realtime.fuzz.test.ts): a random source that gives the
// same sequence for the same seed on every machine, frames the client may send (valid, mutated or random),
// and WebSocket upgrade requests with odd, mutated or garbled targets and request lines.
import { upgradeRequest } from "./realtime";

const VALID_TARGET = "/app/inkwell?protocol=7&client=js&version=8.4.0&flash=false";

/** mulberry32: small, fast and the same sequence for the same seed on every machine. */
export function seeded(seed: number) {
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
export type Random = ReturnType<typeof seeded>;

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
type Frame = { fields: Fields; data?: Fields };
const render = (fields: Fields) =>
  `{${fields.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`;

/**
 * Valid frames of every kind the client may send, as field lists ready for mutation, for a socket that may
 * join `channel` with `auth` (a signature's JSON).
 */
export function validFrames(channel: string, auth: string): Frame[] {
  return [
    {
      fields: [["event", '"pusher:subscribe"']],
      data: [
        ["channel", `"${channel}"`],
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
        ["channel", `"${channel}"`],
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

/** One of `frames` as it is, mutated field by field or byte by byte, or something else entirely. */
export function frameFrom(random: Random, frames: Frame[]): Thrown {
  const template = random.pick(frames);
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

export function randomRequest(random: Random): { kind: string; request: string | Buffer } {
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
