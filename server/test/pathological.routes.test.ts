// Generated text (test/pathological.ts) in every text field of every JSON route and in every query string,
// sent while the main thread is watched (test/pathological-world.ts).
import type { InjectOptions } from "fastify";
import { z } from "zod";
import type { ZodType } from "zod";
import { describe, expect, it } from "vitest";
import { sample } from "./fuzz-inputs";
import { Random } from "./fuzz-values";
import { GENERATED_TEXT } from "./pathological";
import {
  admin,
  expectNoProblems,
  ids,
  jsonRoutes,
  known,
  member,
  other,
  queryRoutes,
  send,
  usePathologicalWorld,
} from "./pathological-world";
import type { Problem } from "./pathological-world";

usePathologicalWorld();

/** Text fields are filled to their limit, up to this. */
const FIELD_MAX = 500_000;

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
  // A post that may go live now (a sampled one may ask to be scheduled in the past, or name no title).
  "POST /api/v1/posts/publish": { title: "A title", content: "<p>Words worth reading.</p>" },
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
