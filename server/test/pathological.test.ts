// Nothing a member sends may hold the server: every input that once froze or killed it, and generated ones
// (test/pathological.ts) in every text field of every JSON route, every query string and every importer, are
// sent while this process's main thread is watched (test/main-thread.ts). A request or import job that holds
// the thread for more than 100 ms at once, or takes its heap past the server's limit, fails the suite; so
// does any answer in the 500s.
import { request } from "node:http";
import type { InjectOptions, RouteOptions } from "fastify";
import sharp from "sharp";
import { z } from "zod";
import type { ZodType } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./app";
import type { TestApp } from "./app";
import { establishedUser, registerUser, verifiedUser, withRole } from "./factories";
import { pngClaiming, sample } from "./fuzz-inputs";
import { Random } from "./fuzz-values";
import type { Known } from "./fuzz-values";
import { fileForm } from "./imports";
import { watched } from "./main-thread";
import {
  GENERATED_TEXT,
  dottedRun,
  ghostExport,
  ghostMarkerCloses,
  lyingZip,
  markdownHeadingSpaces,
  nestedTags,
  wordpressExport,
  wordpressManyElements,
  wordpressSpaces,
} from "./pathological";
import { publishPost } from "./posts";
import { listen } from "./realtime";

/** The longest the main thread may be held at once, and the heap the server runs with (server/package.json). */
const HELD_MAX_MS = 100;
const HEAP_MAX_MIB = 512;
/** Text fields are filled to their limit, up to this; files get this much generated text. */
const FIELD_MAX = 500_000;
const FILE_TEXT = 200_000;

interface JsonRoute {
  method: string;
  url: string;
  body: ZodType;
}
const jsonRoutes: JsonRoute[] = [];
const queryRoutes: { url: string; query: ZodType }[] = [];

function collectRoute(route: RouteOptions) {
  const schema = (route.schema ?? {}) as { body?: ZodType; querystring?: ZodType };
  for (const method of [route.method].flat()) {
    if (schema.body) jsonRoutes.push({ method, url: route.url, body: schema.body });
    if (schema.querystring && method === "GET")
      queryRoutes.push({ url: route.url, query: schema.querystring });
  }
}

let t: TestApp;
let member: { token: string; user: { id: number; username: string } };
let newMember: { token: string };
let admin: { token: string };
let other: { token: string; user: { id: number; username: string } };
let known: Known;
let ids: { post: number; commented: number; comment: number; conversation: number; topic: number };

/** Everything that went wrong, said at the end of each test with what was sent. */
interface Problem {
  what: string;
  held: number;
  heap: number;
  status: number;
}

/** GET over HTTP, the body dropped as it arrives (no JavaScript touches it), resolving with the status. */
function httpGet(port: number, url: string, token: string) {
  return new Promise<number>((resolve, reject) => {
    const options = { headers: { authorization: `Bearer ${token}`, "accept-encoding": "gzip" } };
    request(`http://127.0.0.1:${port}${url}`, options, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    })
      .on("error", reject)
      .end();
  });
}

/** The longest holds seen, printed at the end: the figures the suite was written for. */
const longest: { what: string; heldMs: number }[] = [];
function note(what: string, heldMs: number) {
  longest.push({ what, heldMs });
  longest.sort((a, b) => b.heldMs - a.heldMs).splice(12);
}

async function send(what: string, options: InjectOptions & { token?: string }, problems: Problem[]) {
  const { result, heldMs, heapMiB } = await watched(() => t.request(options));
  note(what, heldMs);
  if (heldMs > HELD_MAX_MS || heapMiB > HEAP_MAX_MIB || result.statusCode >= 500) {
    problems.push({ what, held: heldMs, heap: heapMiB, status: result.statusCode });
  }
  return result;
}

/** Sends a file to the importer and waits for its job, all of it watched. */
async function importWatched(filename: string, data: string | Buffer, token = member.token) {
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
  await t.request({ method: "POST", url: "/api/v1/chat", payload: { message: "How do I publish a post?" } });
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
    files: ["x.webp"],
  };
}, 120_000);
afterAll(async () => {
  console.log(
    `Longest holds of the main thread:\n${longest.map((l) => `${l.heldMs} ms  ${l.what.slice(0, 100)}`).join("\n")}`,
  );
  await t.close();
});

const expectNoProblems = (problems: Problem[]) =>
  expect(problems, JSON.stringify(problems, null, 1)).toEqual([]);

describe("inputs that once froze or killed the server", () => {
  const expectCalm = (run: { heldMs: number; heapMiB: number }) => {
    expect(run.heldMs).toBeLessThanOrEqual(HELD_MAX_MS);
    expect(run.heapMiB).toBeLessThanOrEqual(HEAP_MAX_MIB);
  };

  it("reads a Markdown file whose first heading runs into 2,500 spaces", async () => {
    const run = await importWatched("heading.md", markdownHeadingSpaces());
    expectCalm(run);
    expect(run.job).toMatchObject({ status: "done", counts: { posts: 1 } });
  });

  it("reads a Ghost export whose marker closes 3,000,000,000 markups", async () => {
    const run = await importWatched("closes.json", ghostMarkerCloses());
    expectCalm(run);
    expect(run.job).toMatchObject({ status: "done", counts: { posts: 1 } });
  });

  it("reads a 10 MB WordPress export of 2.5 million empty elements in one item", async () => {
    const run = await importWatched("elements.xml", wordpressManyElements());
    expectCalm(run);
    expect(run.job).toMatchObject({ status: "done", counts: { posts: 1 } });
  });

  it("reads a WordPress post body of 60,000 spaces", async () => {
    const run = await importWatched("spaces.xml", wordpressSpaces());
    expectCalm(run);
    expect(run.job).toMatchObject({ status: "done", counts: { posts: 1 } });
  });

  it("refuses a draft of 80,000 nested <b> from a new, unverified account, naming the limit", async () => {
    const problems: Problem[] = [];
    const res = await send(
      "nested draft",
      {
        method: "POST",
        url: "/api/v1/posts/draft",
        token: newMember.token,
        payload: { title: "Nested", content: nestedTags() },
      },
      problems,
    );
    expectNoProblems(problems);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.content).toMatch(/more than 100 levels deep/);
  });

  it("finds a blocked domain at the end of 80 KB of a.a.a… and holds the post", async () => {
    const problems: Problem[] = [];
    const res = await send(
      "dotted post",
      {
        method: "POST",
        url: "/api/v1/posts/publish",
        token: member.token,
        payload: { title: "Dots", content: `<p>${dottedRun()} spam-domain.example</p>` },
      },
      problems,
    );
    expectNoProblems(problems);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.moderation).toBe("held");
  });

  it("stops inflating a 4 MB zip whose entries declare 100 bytes and hold 200 MB each", async () => {
    const bomb = lyingZip();
    const run = await importWatched("bomb.zip", bomb);
    expectCalm(run);
    expect(run.job?.status).toBe("failed");
    expect(run.job?.errors.join(" ")).toMatch(/damaged/);
  }, 60_000);
});

/** Paths to every text field of a body schema (a list of texts by its first item). */
function textFields(schema: ZodType, prefix: string[] = []): { path: string[]; max: number }[] {
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodObject) {
    return Object.entries(inner.shape as Record<string, ZodType>).flatMap(([key, field]) =>
      textFields(field, [...prefix, key]),
    );
  }
  if (inner instanceof z.ZodArray) return textFields(inner.element as ZodType, [...prefix, "0"]);
  if (inner instanceof z.ZodString)
    return [{ path: prefix, max: Math.min(inner.maxLength ?? 10_000, FIELD_MAX) }];
  return [];
}

function unwrapped(schema: ZodType): ZodType {
  let current = schema;
  while (
    current instanceof z.ZodOptional ||
    current instanceof z.ZodNullable ||
    current instanceof z.ZodDefault ||
    current instanceof z.ZodPipe
  ) {
    current = (current instanceof z.ZodPipe ? current.in : current.unwrap()) as ZodType;
  }
  return current;
}

function withValue(body: unknown, path: string[], value: string): unknown {
  const root = structuredClone(body ?? {}) as Record<string, unknown>;
  let node: Record<string, unknown> = root;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) node[key] = value;
    else {
      const nextIsIndex = /^\d+$/.test(path[i + 1] ?? "");
      if (typeof node[key] !== "object" || node[key] === null) node[key] = nextIsIndex ? [] : {};
      node = node[key] as Record<string, unknown>;
    }
  }
  return root;
}

/** A path parameter the route can use: the member's own post, comment and account, a topic for staff. */
function urlFor(pattern: string) {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    if (name === "username") return other.user.username;
    if (name === "slug") return known.slugs[0]!;
    if (pattern.includes("/comments/")) return String(ids.comment);
    if (pattern.includes("/topics/")) return String(ids.topic);
    if (pattern.endsWith("/edit")) return String(member.user.id);
    if (pattern.includes("/profiles/") || pattern.includes("/users/")) return String(other.user.id);
    return String(ids.post);
  });
}

/** Bodies the sampler cannot guess (which id a field names), to fill the rest of a text field's request. */
const BASES = (): Record<string, Record<string, unknown>> => ({
  "PUT /api/v1/profiles/:id/edit": { name: "A member" },
  "POST /api/v1/messages": { conversationId: ids.conversation, content: "Hello" },
  "POST /api/v1/comments": { commentableType: "Post", commentableId: ids.commented, content: "Hello" },
});

const staffOnly = (url: string) => url.includes("/admin/") || url.includes("/moderation/");

describe("generated text in every field of every JSON route", () => {
  it("answers every route within the limits, whatever each text field holds", async () => {
    const problems: Problem[] = [];
    const reached = new Set<string>();
    /** The last refusal of each route, to tell why a route was never reached. */
    const answers = new Map<string, string>();
    const rng = new Random(2026);
    for (const route of jsonRoutes) {
      // The member's own account is edited, not deleted or signed out of.
      if (route.method === "DELETE" || route.url.includes("/auth/")) continue;
      const base = BASES()[`${route.method} ${route.url}`] ?? sample(route.body, rng, known);
      for (const field of textFields(route.body)) {
        for (const [name, generate] of Object.entries(GENERATED_TEXT)) {
          const res = await send(
            `${route.method} ${route.url} ${field.path.join(".")}: ${name}`,
            {
              method: route.method as InjectOptions["method"],
              url: urlFor(route.url),
              token: staffOnly(route.url) ? admin.token : member.token,
              payload: withValue(base, field.path, generate(field.max)) as Record<string, unknown>,
            },
            problems,
          );
          if (res.statusCode < 300) reached.add(`${route.method} ${route.url}`);
          else answers.set(`${route.method} ${route.url}`, res.body.slice(0, 200));
        }
      }
    }
    expectNoProblems(problems);
    // The routes that keep what members write were reached past validation, not only refused.
    for (const route of [
      "POST /api/v1/posts/draft",
      "POST /api/v1/posts/publish",
      "PATCH /api/v1/posts/write/:id",
      "POST /api/v1/comments",
      "POST /api/v1/messages",
      "POST /api/v1/chat",
      "PUT /api/v1/profiles/:id/edit",
      "POST /api/v1/contact",
      "PUT /api/v1/admin/blocklist",
    ]) {
      expect(reached, `${route}: ${answers.get(route)}`).toContain(route);
    }
  }, 600_000);

  it("answers every query string within the limits", async () => {
    const problems: Problem[] = [];
    for (const route of queryRoutes) {
      for (const field of textFields(route.query)) {
        for (const [name, generate] of Object.entries(GENERATED_TEXT)) {
          const query = new URLSearchParams({ [field.path[0]!]: generate(Math.min(field.max, 2000)) });
          await send(
            `GET ${route.url}?${field.path[0]}: ${name}`,
            {
              method: "GET",
              url: `${urlFor(route.url)}?${query}`,
              token: staffOnly(route.url) ? admin.token : member.token,
            },
            problems,
          );
        }
      }
    }
    expectNoProblems(problems);
  }, 300_000);
});

describe("generated text in every importer", () => {
  const files: Record<string, (text: string, n: number) => string> = {
    md: (text, n) => `---\ntitle: Generated\nslug: generated-${n}\n---\n${text}`,
    xml: (text) => wordpressExport({ body: text }),
    json: (html) => ghostExport({ html }),
    "json (Markdown card)": (markdown) =>
      ghostExport({
        mobiledoc: JSON.stringify({
          version: "0.3.1",
          cards: [["markdown", { markdown }]],
          sections: [[10, 0]],
        }),
      }),
  };

  it("reads every file within the limits", async () => {
    const problems: Problem[] = [];
    // An importer of its own: the JSON routes above may have changed the member's account.
    const importer = await establishedUser(t);
    let n = 0;
    for (const [format, wrap] of Object.entries(files)) {
      for (const [name, generate] of Object.entries(GENERATED_TEXT)) {
        n += 1;
        const run = await importWatched(
          `generated-${n}.${format.split(" ")[0]}`,
          wrap(generate(FILE_TEXT), n),
          importer.token,
        );
        if (run.heldMs > HELD_MAX_MS || run.heapMiB > HEAP_MAX_MIB || run.status >= 500 || !run.job) {
          problems.push({
            what: `${format}: ${name}`,
            held: run.heldMs,
            heap: run.heapMiB,
            status: run.status,
          });
        }
      }
    }
    expectNoProblems(problems);
  }, 600_000);
});

describe("generated subscriber lists", () => {
  it("reads every list within the limits, as long as a list may be", async () => {
    const problems: Problem[] = [];
    const lists: Record<string, string> = {
      ...Object.fromEntries(
        Object.entries(GENERATED_TEXT).map(([name, generate]) => [name, `email\n${generate(2_000_000)}`]),
      ),
      "every row an address": `email,status\n${Array.from({ length: 10_000 }, (_, i) => `reader-${i}@example.com,active`).join("\n")}`,
      "quotes never closed": `email\n${'"'.repeat(2_000_000)}`,
      "many columns": `email,${"x,".repeat(1_000_000)}`,
    };
    for (const [name, csv] of Object.entries(lists)) {
      await send(
        `subscribers: ${name}`,
        {
          method: "POST",
          url: "/api/v1/newsletter/subscribers",
          token: member.token,
          ...fileForm("list.csv", csv),
        },
        problems,
      );
    }
    expectNoProblems(problems);
  }, 300_000);
});

describe("images built to be slow", () => {
  it("decodes, refuses or times out each one within the limits", async () => {
    const problems: Problem[] = [];
    const small = await sharp({ create: { width: 4, height: 3, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const images: Record<string, Buffer> = {
      "a header claiming 100,000 × 100,000 pixels": pngClaiming(small, 100_000, 100_000),
      "6,000 × 6,000 pixels of one colour (a few kilobytes)": await sharp({
        create: { width: 6000, height: 6000, channels: 3, background: "#0a0" },
      })
        .png({ compressionLevel: 9 })
        .toBuffer(),
      "200 frames": await sharp(
        Array.from({ length: 200 }, () => small),
        { join: { animated: true } },
      )
        .gif()
        .toBuffer(),
      "a truncated file": small.subarray(0, 40),
    };
    for (const [name, image] of Object.entries(images)) {
      await send(
        `image: ${name}`,
        {
          method: "POST",
          url: "/api/v1/upload",
          token: member.token,
          ...fileForm("image.png", image, "image", "image/png"),
        },
        problems,
      );
    }
    expectNoProblems(problems);
  }, 120_000);
});

/** Posts at the content limit a writer publishes: 6 MB of text to list, render, feed and export. */
const LONG_POSTS = 12;

describe("pages built from the longest posts", () => {
  it("serves the feed, the post page and the writer's lists of 12 posts at the content limit within the limits", async () => {
    const problems: Problem[] = [];
    const writer = await establishedUser(t);
    const body = `<p>${"Một đoạn văn dài về cà phê. ".repeat(17_000)}</p>`;
    let slug = "";
    for (let i = 0; i < LONG_POSTS; i++) {
      const res = await send(
        `publish long post ${i}`,
        {
          method: "POST",
          url: "/api/v1/posts/publish",
          token: writer.token,
          payload: { title: `Long ${i}`, content: body },
        },
        problems,
      );
      slug = res.json<{ data: { slug: string } }>().data.slug;
    }
    // Over HTTP, bodies read and dropped as they arrive: the in-process injector would turn each answer
    // into one string on this thread, a cost of the test, not of the server.
    const port = await listen(t);
    // The first page rendered loads the page renderer: start-up, not the post's doing.
    await httpGet(port, "/", writer.token);
    for (const url of [
      "/rss.xml",
      `/profile/${writer.user.username}/rss.xml`,
      `/blog/${slug}`,
      `/api/v1/posts/${slug}`,
      "/api/v1/posts?limit=50",
      "/api/v1/posts/my-posts?limit=50",
      "/api/v1/exports/posts?format=ghost",
      "/api/v1/exports/posts?format=markdown",
    ]) {
      const { result, heldMs, heapMiB } = await watched(() => httpGet(port, url, writer.token));
      note(`GET ${url} (HTTP)`, heldMs);
      if (heldMs > HELD_MAX_MS || heapMiB > HEAP_MAX_MIB || result >= 500) {
        problems.push({ what: `GET ${url}`, held: heldMs, heap: heapMiB, status: result });
      }
    }
    expectNoProblems(problems);
  }, 300_000);
});
