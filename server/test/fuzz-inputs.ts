// Request parts for the fuzz test (fuzz.test.ts) derived from a route's own zod schemas, so that a field
// added to a contract schema is fuzzed with no change here: bodies with one thing wrong, broken bodies of
// every content type, multipart forms and query strings.
import { crc32 } from "node:zlib";
import { z } from "zod";
import type { ZodType } from "zod";
import {
  HUGE,
  NASTY_JSON_VALUES,
  NASTY_QUERY_VALUES,
  PLAUSIBLE_STRINGS,
  RAW_JSON_TOKENS,
} from "./fuzz-values";
import type { Known, Random } from "./fuzz-values";

function core(schema: ZodType): ZodType {
  let current: ZodType = schema;
  for (;;) {
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodDefault ||
      current instanceof z.ZodPrefault ||
      current instanceof z.ZodCatch ||
      current instanceof z.ZodReadonly ||
      current instanceof z.ZodNonOptional
    ) {
      current = current.unwrap() as ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current.in as ZodType;
    } else {
      return current;
    }
  }
}

/** Values a client might reasonably send; the ones a field's schema accepts are its valid samples. */
function candidates(schema: ZodType, known: Known): unknown[] {
  const inner = core(schema);
  if (inner instanceof z.ZodEnum) return inner.options;
  if (inner instanceof z.ZodLiteral) return [...inner.values];
  if (inner instanceof z.ZodBoolean) return [true, false];
  if (inner instanceof z.ZodNumber) return [1, 2, 0.5, 2_147_483_647, 100_000, 1e-7, ...known.ids];
  if (inner instanceof z.ZodString || inner instanceof z.ZodStringFormat) {
    return [...PLAUSIBLE_STRINGS, ...known.usernames, ...known.slugs, ...known.sessionIds];
  }
  return ["x", 1, true, null];
}

export function sample(schema: ZodType, rng: Random, known: Known): unknown {
  const inner = core(schema);
  if (inner instanceof z.ZodObject) {
    const value: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(inner.shape as Record<string, ZodType>)) {
      const optional = field.safeParse(undefined).success;
      if (!optional || rng.chance(0.7)) value[key] = sample(field, rng, known);
    }
    return value;
  }
  if (inner instanceof z.ZodArray) {
    return Array.from({ length: rng.int(3) }, () => sample(inner.element as ZodType, rng, known));
  }
  const all = candidates(schema, known);
  const valid = all.filter((value) => schema.safeParse(value).success);
  return rng.pick(valid.length > 0 ? valid : all);
}

/** Every path to a value inside a sample, the root excluded. */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [
    [...prefix, key],
    ...pathsOf(child, [...prefix, key]),
  ]);
}

function setAt(root: unknown, path: string[], value: unknown, remove = false) {
  let node = root as Record<string, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path[path.length - 1] ?? "";
  if (remove) delete node[last];
  else node[last] = value;
}

/** A request body and how it is labelled in a failure report. */
export interface Body {
  label: string;
  payload?: string | Buffer;
  contentType?: string;
}

const RAW_MARK = "\u0001raw\u0001";

function asJson(value: unknown, bodyLimit: number, raw?: string): string {
  const text = JSON.stringify(value, (_key, v: unknown) => (v === HUGE ? "\u0001huge\u0001" : v)) ?? "null";
  const sized = text.replace('"\\u0001huge\\u0001"', () => `"${"x".repeat(bodyLimit - text.length - 64)}"`);
  return raw === undefined ? sized : sized.replace(JSON.stringify(RAW_MARK), () => raw);
}

/** A JSON body shaped by the route's schema (when it has one) with one thing wrong, or a whole-body fault. */
export function jsonBody(schema: ZodType | undefined, rng: Random, known: Known, bodyLimit: number): Body {
  const base = schema ? sample(schema, rng, known) : { x: 1 };
  const roll = rng.next();
  if (roll < 0.1) return { label: "valid sample", payload: asJson(base, bodyLimit), contentType: JSON_TYPE };
  const paths = pathsOf(base);
  if (roll < 0.55 && paths.length > 0) {
    const path = rng.pick(paths);
    if (rng.chance(0.15)) {
      setAt(base, path, undefined, true);
      return { label: `without ${path.join(".")}`, payload: asJson(base, bodyLimit), contentType: JSON_TYPE };
    }
    if (rng.chance(0.15)) {
      const raw = rng.pick(RAW_JSON_TOKENS);
      setAt(base, path, RAW_MARK);
      return {
        label: `${path.join(".")}=${raw}`,
        payload: asJson(base, bodyLimit, raw),
        contentType: JSON_TYPE,
      };
    }
    const value = rng.pick(NASTY_JSON_VALUES);
    setAt(base, path, value);
    const shown = value === HUGE ? "<huge>" : JSON.stringify(value).slice(0, 40);
    return { label: `${path.join(".")}=${shown}`, payload: asJson(base, bodyLimit), contentType: JSON_TYPE };
  }
  if (roll < 0.65) {
    const extra = rng.pick(["__proto__", "constructor", "prototype", "toString", "extra", "a".repeat(300)]);
    const payload = asJson(base, bodyLimit).replace(
      /^\{/,
      () => `{${JSON.stringify(extra)}:{"polluted":true},`,
    );
    return {
      label: `extra key ${extra.slice(0, 20)}`,
      payload: payload.replace(/,}$/, "}"),
      contentType: JSON_TYPE,
    };
  }
  if (roll < 0.78) {
    const value = rng.pick(["x", 1, true, null, [], [base], "{}"]);
    return {
      label: `whole body ${JSON.stringify(value)}`,
      payload: JSON.stringify(value),
      contentType: JSON_TYPE,
    };
  }
  return rng.pick(BROKEN_BODIES)(bodyLimit);
}

const JSON_TYPE = "application/json";
const nested = (depth: number, open: string, close: string, inner = "1") =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

const BROKEN_BODIES: ((bodyLimit: number) => Body)[] = [
  () => ({ label: "empty JSON", payload: "", contentType: JSON_TYPE }),
  () => ({ label: "truncated JSON", payload: '{"a":', contentType: JSON_TYPE }),
  () => ({ label: "trailing comma", payload: '{"a":1,}', contentType: JSON_TYPE }),
  () => ({ label: "single quotes", payload: "{'a':1}", contentType: JSON_TYPE }),
  () => ({ label: "BOM", payload: '\ufeff{"a":1}', contentType: JSON_TYPE }),
  () => ({ label: "bare NUL", payload: "\u0000", contentType: JSON_TYPE }),
  () => ({
    label: "invalid UTF-8",
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    contentType: JSON_TYPE,
  }),
  () => ({ label: "deep object", payload: nested(40, '{"a":', "}"), contentType: JSON_TYPE }),
  () => ({ label: "deep array", payload: nested(17, "[", "]"), contentType: JSON_TYPE }),
  () => ({ label: "very deep array", payload: nested(60_000, "[", "]"), contentType: JSON_TYPE }),
  () => ({
    label: "deep constructor",
    payload: nested(5_000, '{"constructor":', "}"),
    contentType: JSON_TYPE,
  }),
  () => ({ label: "__proto__ key", payload: '{"__proto__":{"admin":true}}', contentType: JSON_TYPE }),
  () => ({ label: "NUL in key", payload: '{"a\\u0000":1}', contentType: JSON_TYPE }),
  (limit) => ({
    label: "over the body limit",
    payload: `{"a":"${"x".repeat(limit + 10)}"}`,
    contentType: JSON_TYPE,
  }),
  () => ({ label: "utf-16 charset", payload: '{"a":1}', contentType: "application/json; charset=utf-16le" }),
  () => ({ label: "odd JSON type", payload: '{"a":1}', contentType: "APPLICATION/JSON;;" }),
  () => ({ label: "vendor JSON", payload: '{"a":1}', contentType: "application/vnd.api+json" }),
  () => ({ label: "text/plain", payload: '{"a":1}', contentType: "text/plain" }),
  () => ({ label: "text/plain empty", payload: "", contentType: "text/plain" }),
  () => ({ label: "form", payload: "a=1&b=%00&socket_id=1.1&channel_name=x", contentType: FORM_TYPE }),
  () => ({ label: "broken form", payload: "%E0%A4%A=%&&=", contentType: FORM_TYPE }),
  () => ({ label: "xml", payload: "<a>1</a>", contentType: "application/xml" }),
  () => ({ label: "no content type", payload: '{"a":1}' }),
  () => ({ label: "binary", payload: Buffer.from([0, 1, 2, 255, 254]), contentType: "image/png" }),
  () => ({ label: "multipart without boundary", payload: "x", contentType: "multipart/form-data" }),
];

const FORM_TYPE = "application/x-www-form-urlencoded";

/** The schema's fields form-encoded, as pusher-js sends its channel authorisation. */
export function formBody(schema: ZodType | undefined, rng: Random, known: Known): Body {
  const value = schema ? sample(schema, rng, known) : {};
  const fields = typeof value === "object" && value !== null ? Object.entries(value) : [];
  const params = new URLSearchParams(
    fields.map(([k, v]): [string, string] => [k, rng.chance(0.3) ? rng.pick(NASTY_QUERY_VALUES) : String(v)]),
  );
  return { label: "form of the schema", payload: params.toString(), contentType: FORM_TYPE };
}

// ---- multipart ----

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

function multipart(parts: Part[], closed = true): Body {
  const boundary = "fuzzboundary42";
  const chunks: Buffer[] = parts.map((part) => {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : "";
    return Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.from(part.data),
      Buffer.from("\r\n"),
    ]);
  });
  if (closed) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    label: `multipart ${parts.map((p) => p.name).join(",")}${closed ? "" : " (unclosed)"}`,
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A PNG whose header claims `width`×`height` pixels, with valid checksums so decoders believe it. */
export function pngClaiming(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  // IHDR is the first chunk: length (4) + type (4) at offset 8, data from 16, CRC after its 13 bytes.
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

export function multipartBody(rng: Random, png: Buffer): Body {
  const image = (data: Buffer | string, filename = "a.png", type = "image/png"): Part => ({
    name: "image",
    filename,
    type,
    data,
  });
  const variants: (() => Body)[] = [
    () => multipart([image(png)]),
    () => multipart([image(Buffer.from("not an image at all"))]),
    () => multipart([image(png.subarray(0, png.length >> 1))]),
    () => multipart([image(pngClaiming(png, 100_000, 100_000))]),
    () => multipart([image(pngClaiming(png, 0, 0))]),
    () => multipart([image(Buffer.alloc(0))]),
    () => multipart([image(png, "../../../etc/passwd", "text/plain")]),
    () => multipart([image(png, "😀.png")]),
    () => multipart([{ name: "file", filename: "a.png", type: "image/png", data: png }]),
    () => multipart([{ name: "image", data: "just a text field" }]),
    () => multipart([image(png), image(png)]),
    () => multipart(Array.from({ length: 8 }, (_, i) => ({ name: `f${i}`, data: "x" }))),
    () => multipart([image(png)], false),
    () => ({ ...multipart([image(png)]), contentType: "multipart/form-data; boundary=other" }),
  ];
  return rng.pick(variants)();
}

// ---- query strings ----

function queryValue(value: unknown): string {
  return encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value));
}

/** A query string for a route: its schema's fields valid, hostile, repeated or missing, plus strays. */
export function queryFor(schema: ZodType | undefined, rng: Random, known: Known): string {
  if (rng.chance(0.05)) return rng.pick(["%E0%A4%A", "&&&", "=", "a=%", "%00=1", "a[b]=1&a[c]=2", "?=?"]);
  const pairs: string[] = [];
  const inner = schema ? core(schema) : undefined;
  const fields = inner instanceof z.ZodObject ? Object.entries(inner.shape as Record<string, ZodType>) : [];
  for (const [key, field] of fields) {
    const roll = rng.next();
    if (roll < 0.2) continue;
    const value = roll < 0.65 ? queryValue(sample(field, rng, known)) : rng.pick(NASTY_QUERY_VALUES);
    pairs.push(`${key}=${value}`);
    if (rng.chance(0.1)) pairs.push(`${key}=${rng.pick(NASTY_QUERY_VALUES)}`);
    if (rng.chance(0.05)) pairs.push(`${key}[]=1`);
  }
  if (rng.chance(0.15))
    pairs.push(
      `${rng.pick(["extra", "__proto__", "constructor", "_method"])}=${rng.pick(NASTY_QUERY_VALUES)}`,
    );
  return pairs.join("&");
}

/** Files sent to the routes that take one in the field `file` (imports, subscriber lists): hostile exports. */
export function fileFieldBody(rng: Random): Body {
  const file = (filename: string, data: Buffer | string): Part => ({ name: "file", filename, data });
  const laughs =
    '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><rss><channel>&b;</channel></rss>';
  const wxr = (inner: string) =>
    `<rss xmlns:wp="http://wordpress.org/export/1.2/"><channel>${inner}</channel></rss>`;
  const variants: (() => Body)[] = [
    () => multipart([file("export.xml", laughs)]),
    () =>
      multipart([
        file("export.xml", wxr("<item><wp:post_type>post</wp:post_type><title>&undefined;</title>")),
      ]),
    () =>
      multipart([
        file(
          "export.xml",
          wxr(
            `<item><wp:post_type>post</wp:post_type><wp:status>publish</wp:status><title>${"x".repeat(5000)}</title></item>`,
          ),
        ),
      ]),
    () =>
      multipart([
        file(
          "export.json",
          '{"db":[{"data":{"posts":[{"id":1,"status":"published","lexical":"{\\"root\\":7}"},null,"x"]}}]}',
        ),
      ]),
    () => multipart([file("export.json", `{${"[".repeat(5000)}`)]),
    () => multipart([file("post.md", "---\na: &x [*x, *x]\nb: *x\n---\nbody")]),
    () => multipart([file("post.md", "---\n- just\n- a list\n---\n")]),
    () =>
      multipart([
        file("posts.zip", Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(64, rng.int(255))])),
      ]),
    () => multipart([file("../../../etc/passwd.md", "# Title")]),
    () => multipart([file("list.csv", 'email,status\n"unclosed,x\n')]),
    () => multipart([file("list.csv", "email\nnot-an-address\nok@example.com\n")]),
    () => multipart([file("photo.png", Buffer.from([0x89, 0x50, 0x4e, 0x47]))]),
    () => multipart([{ name: "file", data: "a text field, not a file" }]),
  ];
  return rng.pick(variants)();
}
