// The world the fuzz test (fuzz.test.ts) runs against: the app with every route listed and tagged as it is
// added, a member and an admin who sign in again when the fuzzer signs them out, tokens of every kind
// (deleted account, expired, wrong secret), and the ids, names and files requests may name.
import type { LightMyRequestResponse } from "fastify";
import type { RouteOptions } from "fastify";
import { SignJWT, decodeJwt } from "jose";
import sharp from "sharp";
import type { ZodType } from "zod";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { users } from "../src/db/schema";
import { createTestApp } from "./app";
import type { TestApp } from "./app";
import { registerUser, verifiedUser } from "./factories";
import type { Known } from "./fuzz-values";
import { fileForm } from "./imports";
import { publishPost } from "./posts";

export interface FuzzRoute {
  method: string;
  url: string;
  body?: ZodType;
  querystring?: ZodType;
}

export const routes: FuzzRoute[] = [];
/** `METHOD url-pattern` of every route that a request actually reached. */
export const reached = new Set<string>();

/** Lists each route and tags it so the run can tell which routes its requests reached. */
function collectRoute(route: RouteOptions) {
  const schema = (route.schema ?? {}) as { body?: ZodType; querystring?: ZodType };
  for (const method of [route.method].flat()) {
    routes.push({ method, url: route.url, body: schema.body, querystring: schema.querystring });
  }
  const record = async (request: { method: string; routeOptions: { url?: string } }) => {
    reached.add(`${request.method} ${request.routeOptions.url ?? ""}`);
  };
  route.onRequest = [route.onRequest ?? [], record].flat() as RouteOptions["onRequest"];
}

export let t: TestApp;
export let known: Known;
export let png: Buffer;
export let bodyLimit: number;
const password = "correct horse battery";
export const tokens: Record<"user" | "admin" | "deleted" | "expired" | "wrongSecret", string> = {
  user: "",
  admin: "",
  deleted: "",
  expired: "",
  wrongSecret: "",
};
const accounts = { user: "", admin: "" };
/** Lines the server logged at level error. */
export const logs: string[] = [];

export async function signIn(who: "user" | "admin") {
  const res = await t.request({
    method: "POST",
    url: "/api/v1/auth/login",
    payload: { email: accounts[who], password },
  });
  if (res.statusCode === 200) {
    tokens[who] = res.json<{ data: { accessToken: string } }>().data.accessToken;
    return;
  }
  // The fuzzer deleted the account or changed its password: carry on with a new one.
  const fresh = await verifiedUser(t);
  if (who === "admin")
    await t.app.ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, fresh.user.id));
  accounts[who] = fresh.input.email;
  tokens[who] = fresh.token;
}

async function signed(token: string, secret: string, expiresAt: number) {
  const { sub, sid } = decodeJwt(token);
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(sub))
    .setIssuedAt(expiresAt - 900)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

/** Builds the world before the file's tests and closes its app after them. */
export function useFuzzWorld() {
  beforeAll(async () => {
    t = await createTestApp(
      { RATE_LIMIT_MULTIPLIER: "1000000", LOG_LEVEL: "error" },
      { onRoute: collectRoute, logStream: { write: (line) => logs.push(line) } },
    );
    bodyLimit = t.app.ctx.config.BODY_LIMIT_BYTES;
    png = await sharp({ create: { width: 4, height: 3, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const user = await verifiedUser(t, { password });
    const admin = await verifiedUser(t, { password });
    const other = await verifiedUser(t, { password });
    await t.app.ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
    Object.assign(accounts, { user: user.input.email, admin: admin.input.email });
    Object.assign(tokens, { user: user.token, admin: admin.token });

    const gone = await registerUser(t, { password });
    const deletion = await t.request({
      method: "DELETE",
      url: `/api/v1/profiles/${gone.user.id}`,
      payload: { password },
      token: gone.token,
    });
    if (deletion.statusCode !== 200) throw new Error(`account deletion failed: ${deletion.body}`);
    tokens.deleted = gone.token;
    const now = Math.floor(Date.now() / 1000);
    tokens.expired = await signed(user.token, t.app.ctx.config.JWT_SECRET, now - 60);
    tokens.wrongSecret = await signed(user.token, "another-secret-another-secret-another", now + 600);

    const post = await publishPost(t, other.token, { topics: ["Design"] });
    const own = await publishPost(t, user.token, { topics: ["Fuzzing"] });
    const ids = async (res: Promise<LightMyRequestResponse>) =>
      (await res).json<{ data: { id: number } }>().data.id;
    const comment = await ids(
      t.request({
        method: "POST",
        url: "/api/v1/comments",
        token: user.token,
        payload: { commentableType: "Post", commentableId: post.id, content: "A first comment" },
      }),
    );
    const conversation = await ids(
      t.request({
        method: "POST",
        url: "/api/v1/conversations",
        token: user.token,
        payload: { otherId: other.user.id },
      }),
    );
    await t.request({
      method: "POST",
      url: "/api/v1/messages",
      token: other.token,
      payload: { conversationId: conversation, content: "hello" },
    });
    const chat = await t.request({
      method: "POST",
      url: "/api/v1/chat",
      token: user.token,
      payload: { message: "hi" },
    });
    // A revision of the member's own post, so restoring and reading one reach a real row.
    const revision = (
      await t.request({ method: "GET", url: `/api/v1/posts/${own.id}/revisions`, token: user.token })
    ).json<{ data: { id: number }[] }>().data[0]!.id;
    const upload = await t.request({
      method: "POST",
      url: "/api/v1/upload",
      token: user.token,
      ...fileForm("a.png", png, "image", "image/png"),
    });
    const preview = await t.request({
      method: "POST",
      url: `/api/v1/posts/${own.id}/preview-link`,
      token: user.token,
    });
    known = {
      ids: [1, user.user.id, other.user.id, admin.user.id, post.id, own.id, comment, conversation, revision],
      usernames: [user.user.username, other.user.username, "missing_user"],
      slugs: [post.slug, own.slug, "design", "fuzzing"],
      sessionIds: [chat.json<{ data: { sessionId: string } }>().data.sessionId, "abcdefgh12345678"],
      files: [upload.json<{ data: { url: string } }>().data.url.replace("/uploads/", ""), "x.webp"],
      previewTokens: [preview.json<{ data: { token: string } }>().data.token, "a".repeat(43)],
    };
  }, 120_000);
  afterAll(() => t.close());
}
