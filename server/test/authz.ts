// The authorization matrix: for every endpoint of docs/api.md that takes an id or touches someone's data, what
// each kind of caller gets (status, error code) and what must or must not be in the answer. One row per
// (endpoint, actor); a failing row is named by both. The rows are in test/authz.<area>.test.ts, each file's
// run against a world of its own (test/authz-world.ts).
//
// Paths are under /api/v1 unless they start with "~" (site root). `{name}` is filled from the world;
// `{new.name}` makes a fresh resource for that row only (so rows that delete things leave the world as it
// was); `{me.id}` is the acting user. A row's `hides` lists secrets (a post's title, slug and topic name, or
// a literal) none of which may appear in the body, matched case-insensitively; `shows` lists ones of which
// something must.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorld, fresh, people, person, secrets, t, values } from "./authz-world";
import type { Person } from "./authz-world";

export type Actor =
  | "anonymous"
  | "unverified"
  | "stranger"
  | "follower"
  | "author"
  | "blocked"
  | "blocker"
  | "participant"
  | "admin"
  | "moderator"
  /** Banned by a moderator once the world is built. */
  | "villain"
  /** A fresh verified account for one row: following, blocking, deleting oneself. */
  | "newcomer";

export type Secret =
  | "public"
  | "followers"
  | "private"
  | "draft"
  | "scheduled"
  | "retitled"
  | "dm"
  /** A public post of the author's that a moderator hid. */
  | "hidden"
  /** A public post of the villain's, who was banned afterwards. */
  | "banned"
  /** A stranger's comment on the public post that a moderator hid, and the villain's comment there. */
  | "hiddenComment"
  | "bannedComment";
export const ALL_POSTS: Secret[] = [
  "followers",
  "private",
  "draft",
  "scheduled",
  "retitled",
  "hidden",
  "banned",
];
/** What only their authors and staff may still read. */
export const MODERATED: Secret[] = ["hidden", "banned"];

export interface Row {
  endpoint: string;
  as: Actor;
  status: number;
  code?: string;
  payload?: Record<string, unknown>;
  /** The x-chatbot-session-id header. */
  chat?: string;
  hides?: (Secret | string)[];
  shows?: (Secret | string)[];
}

type Extra = Omit<Row, "endpoint" | "as" | "status">;
export const row = (endpoint: string, as: Actor, status: number, extra: Extra = {}): Row => ({
  endpoint,
  as,
  status,
  ...extra,
});

let matrixComments = 0;
/** Each row's comment says something new: the same words twice are refused as spam. */
export const comment = (postId: string, parentId?: string) => ({
  commentableType: "Post",
  commentableId: postId,
  content: `A comment from the matrix, row ${++matrixComments}`,
  ...(parentId ? { parentId } : {}),
});
export const channel = (name: string) => ({ socket_id: "1234.5678", channel_name: name });
export const PASSWORD = "correct horse battery";

/** Fresh accounts for the rows acted as "newcomer". */
let newcomers = 0;

/** Fills `{name}` placeholders; `{new.name}` resources are made once per row and shared within it. */
async function fill(template: string, me: Person | undefined, made: Map<string, string>): Promise<string> {
  let out = template;
  for (const [placeholder, key] of template.matchAll(/\{([\w.]+)\}/g)) {
    let value: string | undefined;
    if (key!.startsWith("me.")) value = me ? String(me[key!.slice(3) as "id" | "username"]) : undefined;
    else if (key!.startsWith("new.")) {
      const name = key!.slice(4);
      value = made.get(name) ?? (await fresh.get(name)?.());
      if (value !== undefined) made.set(name, value);
    } else value = values.get(key!);
    if (value === undefined) throw new Error(`unknown placeholder ${placeholder}`);
    out = out.replace(placeholder, value);
  }
  return out;
}

async function fillPayload(
  payload: Record<string, unknown>,
  me: Person | undefined,
  made: Map<string, string>,
) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (typeof value !== "string") out[key] = value;
    else {
      const filled = await fill(value, me, made);
      // A lone placeholder for an id goes in as the number a client would send.
      out[key] = /^\{[\w.]+\}$/.test(value) && /^\d+$/.test(filled) ? Number(filled) : filled;
    }
  }
  return out;
}

async function texts(key: Secret | string, me: Person | undefined, made: Map<string, string>) {
  return secrets.get(key as Secret) ?? [await fill(key, me, made)];
}

/** Checks each row against a world built for the file. */
export function checkMatrix(rows: Row[]) {
  beforeAll(buildWorld, 120_000);
  afterAll(() => t.close());

  describe("authorization matrix", () => {
    it.each(rows)(
      "$endpoint as $as → $status",
      async ({ endpoint, as, status, code, payload, chat, hides, shows }) => {
        const me = as === "newcomer" ? await person(`new${++newcomers}`) : people.get(as);
        const made = new Map<string, string>();
        const [method, path] = endpoint.split(" ") as ["GET" | "POST" | "PUT" | "PATCH" | "DELETE", string];
        const filled = await fill(path, me, made);
        const res = await t.request({
          method,
          url: filled.startsWith("~") ? filled.slice(1) : `/api/v1${filled}`,
          token: me?.token,
          headers: chat ? { "x-chatbot-session-id": await fill(chat, me, made) } : {},
          ...(payload ? { payload: await fillPayload(payload, me, made) } : {}),
        });
        expect(res.statusCode, res.body.slice(0, 500)).toBe(status);
        if (code) expect(res.json<{ error: { code: string } }>().error.code).toBe(code);
        const body = res.body.toLowerCase();
        for (const key of hides ?? []) {
          for (const text of await texts(key, me, made))
            expect(body, `must not show ${key}`).not.toContain(text.toLowerCase());
        }
        for (const key of shows ?? []) {
          const candidates = await texts(key, me, made);
          expect(
            candidates.some((text) => body.includes(text.toLowerCase())),
            `must show ${key}`,
          ).toBe(true);
        }
      },
    );
  });
}
