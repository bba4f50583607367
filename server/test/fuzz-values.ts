// Values for the fuzz test (fuzz.test.ts): a seeded random source, hostile values for paths, queries and
// JSON fields, and plausible ones that some schema accepts, so requests also get past validation.

/** mulberry32: small, fast and the same sequence for the same seed on every machine. */
export class Random {
  private state: number;
  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  int(below: number): number {
    return Math.floor(this.next() * below);
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }
}

/** Rows and names that exist, so that some requests get past "not found" into the code behind it. */
export interface Known {
  ids: number[];
  usernames: string[];
  slugs: string[];
  sessionIds: string[];
  files: string[];
  /** A live preview link's token (GET /previews/{token}). */
  previewTokens: string[];
}

/** Path segments as written in a URL: bad numbers, bad percent-encodings, traversal, very long, non-ASCII. */
const NASTY_SEGMENTS = [
  "0",
  "-1",
  "1.5",
  "1e3",
  "0x10",
  "2147483647",
  "2147483648",
  "99999999999999999999",
  "NaN",
  "Infinity",
  "abc",
  "null",
  "%00",
  "a%00b",
  "%E0%A4%A",
  "%",
  "%ED%A0%80",
  "%C0%AE",
  "%2F",
  "..",
  "../",
  "%2e%2e%2f",
  "%20",
  "+",
  "%u0041",
  "a".repeat(199),
  "9".repeat(199),
  "b".repeat(400),
  encodeURIComponent("Đăng nhập"),
  encodeURIComponent("😀🚀"),
  encodeURIComponent("\u202e\u200b"),
  encodeURIComponent("<script>"),
];

/** Query values as written in a URL. */
export const NASTY_QUERY_VALUES = [
  ...NASTY_SEGMENTS,
  "",
  "true",
  "[]",
  "-0",
  "1e999",
  "%FF%FE",
  "a&b=c",
  "x".repeat(3000),
];

/** A JSON text to stand in for one value: what JSON.stringify can never produce. */
export const RAW_JSON_TOKENS = [
  "1e999",
  "-0",
  "1.0",
  "1E2",
  "99999999999999999999999",
  '"\\ud800"',
  '"\\u0000"',
];

export const HUGE = Symbol("a string just under the body limit");

/** Values of every JSON type, each wrong for most fields, some wrong for the database. */
export const NASTY_JSON_VALUES: unknown[] = [
  "",
  " ",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "😀".repeat(60),
  "Đăng nhập",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../etc/passwd",
  "\u202e\r\n\t",
  "x".repeat(5000),
  "9".repeat(30),
  "2147483648",
  "2030-13-45T99:99:99Z",
  "javascript:alert(1)",
  "/uploads/../../x",
  0,
  -1,
  1.5,
  2147483647,
  2147483648,
  -2147483649,
  1e20,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  5e-324,
  true,
  false,
  null,
  [],
  [1],
  ["a", "a"],
  [null],
  {},
  { a: 1 },
  { $gt: "" },
  [[["x"]]],
  Array.from({ length: 200 }, (_, i) => `tag${i}`),
  ["Design", "design", "DESIGN "],
  ["😀", "🚀"],
  ["ß", "ss", "SS"],
  ["-", "--", "ﬀ"],
  "😀",
  "İ",
  "\\",
  "%_",
  HUGE,
];

/** Strings a client might send to some field; each field's schema picks the ones it accepts. */
export const PLAUSIBLE_STRINGS = [
  "Hello there",
  "fuzz@example.com",
  "fuzz_user",
  "a long enough password 9",
  "1.1",
  "private-notifications-1",
  "private-conversation-1",
  "2030-01-01T00:00:00.000Z",
  "https://example.com/a.png",
  "/uploads/x.webp",
  "<p>Some <b>text</b></p>",
  "😀",
  "ﬀ",
  "Straße",
  "İstanbul",
  "a\u0301",
  "\\%_",
  "0000-01-01T00:00:00Z",
  "9999-12-31T23:59:59-23:59",
  "0001-01-01T00:00:00+14:00",
  "99999999999999999999.1",
  "private-conversation-0",
  "private-notifications-2147483648",
  "presence-x",
  `https://example.com/${"a".repeat(2000)}`,
];

/** A path parameter: half the time a value that could name a real row, else a hostile one. */
export function paramValue(name: string, rng: Random, known: Known): string {
  if (rng.chance(0.5)) return rng.pick(NASTY_SEGMENTS);
  const byName: Record<string, (string | number)[]> = {
    username: known.usernames,
    slug: known.slugs,
    sessionId: known.sessionIds,
    "*": known.files,
    token: known.previewTokens,
  };
  const plausible = byName[name] ?? [...known.ids, ...known.slugs, ...known.sessionIds];
  return encodeURIComponent(String(rng.pick(plausible)));
}
