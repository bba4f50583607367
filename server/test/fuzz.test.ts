// Walks every route the app registers with malformed input from a seeded generator and asserts that none is
// answered with a 5xx, that every error has the API's envelope, and that the server is healthy afterwards.
// The route list comes from the app itself (buildApp's onRoute option), so a new route is fuzzed, and the
// run fails if any route was never reached. Reproduce a run with FUZZ_SEED=<seed printed by the run>. The
// world it runs against is test/fuzz-world.ts.
import { existsSync } from "node:fs";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import type { InjectOptions } from "fastify";
import { expect, it } from "vitest";
import { WEB_DIST } from "../src/platform/spa";
import { fileFieldBody, formBody, jsonBody, multipartBody, queryFor } from "./fuzz-inputs";
import type { Body } from "./fuzz-inputs";
import { Random, paramValue } from "./fuzz-values";
import { bodyLimit, known, logs, png, reached, routes, signIn, t, tokens, useFuzzWorld } from "./fuzz-world";
import type { FuzzRoute } from "./fuzz-world";

const SEED = Number(process.env.FUZZ_SEED || 20_240_917);
if (!Number.isSafeInteger(SEED)) {
  throw new Error(`FUZZ_SEED must be an integer, not ${process.env.FUZZ_SEED}`);
}

/** Requests per route and method; HEAD mirrors GET and static files have nothing to parse, so they get fewer. */
const PER_ROUTE = 48;
const PER_MIRROR_ROUTE = 4;
const PER_STATIC_FILE = 1;

useFuzzWorld();

const MALFORMED_AUTHORIZATION = [
  "Bearer",
  "Bearer ",
  "Basic dXNlcjpwYXNz",
  "Bearer a b",
  "Token abc",
  `Bearer ${"x".repeat(4000)}`,
  "Bearer ....",
  "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwic2lkIjoieCJ9.",
  "Bearer eyJhbGciOiJIUzI1NiJ9.e30.AAAA",
];

type Identity = "anonymous" | "user" | "admin" | "malformed" | "deleted" | "expired" | "garbage";
/** Weighted towards signed-in callers: only they get past the door into most handlers. */
const IDENTITIES: Identity[] = [
  ...["anonymous", "malformed", "deleted", "expired", "garbage"],
  ...["user", "user", "user", "admin"],
] as Identity[];

function authorizationOf(identity: Identity, rng: Random): string | undefined {
  switch (identity) {
    case "anonymous":
      return undefined;
    case "user":
    case "admin":
    case "deleted":
    case "expired":
      return `Bearer ${tokens[identity]}`;
    case "malformed":
      return rng.pick(MALFORMED_AUTHORIZATION);
    case "garbage":
      return `Bearer ${rng.chance(0.5) ? tokens.wrongSecret : `${"eyJ".repeat(rng.int(9))}.${rng.int(1e9)}.x`}`;
  }
}

const OVERRIDABLE = new Set(["PUT", "PATCH", "DELETE"]);

function bodyFor(route: FuzzRoute, rng: Random): Body | undefined {
  const writes = route.method !== "GET" && route.method !== "HEAD";
  if (!writes) return rng.chance(0.05) ? jsonBody(undefined, rng, known, bodyLimit) : undefined;
  if (!route.body && rng.chance(0.3)) return undefined;
  if (route.url.endsWith("/upload") && rng.chance(0.6)) return multipartBody(rng, png);
  if (/\/(imports|newsletter\/subscribers)$/.test(route.url) && rng.chance(0.6)) return fileFieldBody(rng);
  if (route.url.endsWith("/realtime/auth") && rng.chance(0.4)) return formBody(route.body, rng, known);
  if (rng.chance(0.05)) return multipartBody(rng, png);
  return jsonBody(route.body, rng, known, bodyLimit);
}

interface Sent {
  method: string;
  url: string;
  identity: Identity;
  body?: Body;
}

function requestFor(route: FuzzRoute, rng: Random): Sent {
  const path = route.url.replace(/:(\w+)|\*/g, (whole: string, name?: string) =>
    paramValue(name ?? whole, rng, known),
  );
  let query = queryFor(route.querystring, rng, known);
  let method = route.method;
  if (OVERRIDABLE.has(method) && rng.chance(0.08)) {
    query = `${query}&_method=${method.toLowerCase()}`;
    method = "POST";
  }
  return {
    method,
    url: query ? `${path}?${query}` : path,
    identity: rng.pick(IDENTITIES),
    body: bodyFor(route, rng),
  };
}

/** A request as a failure report shows it. */
function described({ method, url, identity, body }: Sent): string {
  const sentBody = body ? ` body ${body.label} (${body.contentType ?? "no type"})` : "";
  return `${method} ${url.slice(0, 160)} as ${identity}${sentBody}`;
}

/** What is wrong with an answer, or undefined. */
function problemWith(sent: Sent, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  if (res.statusCode < 400 || sent.method === "HEAD") return undefined;
  let error: { code?: unknown; message?: unknown; fields?: unknown } | undefined;
  try {
    error = res.json<{ error?: typeof error }>().error;
  } catch {
    return `status ${res.statusCode} without a JSON body`;
  }
  if (typeof error?.code !== "string" || typeof error.message !== "string") return "no error envelope";
  const fields = error.fields;
  if (
    error.code === "VALIDATION_ERROR" &&
    (typeof fields !== "object" || !fields || !Object.keys(fields).length)
  ) {
    return "validation error without fields";
  }
  return undefined;
}

function countFor(route: FuzzRoute): number {
  // A file of the built web app is served as it is: there is nothing in it to parse.
  if (!route.url.includes("*") && existsSync(path.join(WEB_DIST, route.url))) return PER_STATIC_FILE;
  return route.method === "HEAD" ? PER_MIRROR_ROUTE : PER_ROUTE;
}

it("answers malformed requests on every route without a server error", async () => {
  const rng = new Random(SEED);
  const byStatus = new Map<number, number>();
  const failures: string[] = [];
  let sent = 0;
  let signIns = 0;
  for (const route of routes) {
    for (let i = 0; i < countFor(route); i++) {
      const request = requestFor(route, rng);
      const authorization = authorizationOf(request.identity, rng);
      const headers: Record<string, string> = {};
      if (authorization) headers.authorization = authorization;
      if (request.body?.contentType) headers["content-type"] = request.body.contentType;
      if (rng.chance(0.2)) {
        headers["x-chatbot-session-id"] = rng.pick([...known.sessionIds, "%00", "short", "a".repeat(80)]);
      }
      const res = await t.app
        .inject({
          method: request.method as InjectOptions["method"],
          url: request.url,
          headers,
          ...(request.body?.payload === undefined ? {} : { payload: request.body.payload }),
        })
        .catch((error: unknown) => error as Error);
      sent += 1;
      if (res instanceof Error) {
        failures.push(`request failed (${res.message}): ${described(request)}`);
        continue;
      }
      byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
      const problem = problemWith(request, res);
      if (problem) failures.push(`${problem}: ${described(request)} → ${res.body.slice(0, 200)}`);
      // A signed-in fuzzer may sign itself out (logout) or lose its account; keep the identity usable.
      if ((request.identity === "user" || request.identity === "admin") && res.statusCode === 401) {
        await signIn(request.identity);
        signIns += 1;
      }
    }
  }
  await t.app.ctx.events.settled();

  const byClass = [2, 3, 4, 5].map((c) => {
    const n = [...byStatus]
      .filter(([status]) => Math.floor(status / 100) === c)
      .reduce((sum, [, k]) => sum + k, 0);
    return `${c}xx ${n}`;
  });
  const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}:${n}`);
  console.log(
    `fuzz seed ${SEED}: ${sent} requests over ${routes.length} routes; ${byClass.join(", ")} (${statuses.join(" ")}); ${signIns} re-sign-ins`,
  );

  expect(failures.slice(0, 30), `${failures.length} bad answers (FUZZ_SEED=${SEED})`).toEqual([]);
  expect(logs.slice(0, 10), "errors were logged").toEqual([]);
  const unreached = routes.map((r) => `${r.method} ${r.url}`).filter((key) => !reached.has(key));
  expect(unreached, "routes no request reached").toEqual([]);
  const health = await t.app.inject({ method: "GET", url: "/healthz" });
  expect(health.statusCode).toBe(200);
}, 300_000);
