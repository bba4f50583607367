// What bench/api.ts sends: the endpoints it measures one by one (signed-in ones spread over the demo
// accounts) and the mixed workload, as autocannon request lists, with the body size each answers so the
// bare route can be given the same. Preparing signs in, opens conversations and reads the demo posts.
import type autocannon from "autocannon";
import { DEMO_USERNAMES, signIn } from "./support";
import type { Session } from "./support";

export type EndpointKind = "anonymous cached" | "signed-in" | "feed" | "mixed";

export interface Endpoint {
  name: string;
  kind: EndpointKind;
  /** Mean body size in bytes (over the demo accounts for a signed-in read; over the mix for the mix). */
  bytes: number;
  requests(): autocannon.Request[];
}

interface Call {
  method: "GET" | "POST" | "DELETE";
  path: string;
  token?: string;
  json?: unknown;
}

/** A read or write of the mix, given the account to send it as. */
type Action = (session: Session) => Call;

const WRITE_SHARE = 0.1;

function requestOf(call: Call): autocannon.Request {
  return {
    method: call.method,
    path: call.path,
    headers: {
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...(call.json === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(call.json === undefined ? {} : { body: JSON.stringify(call.json) }),
  };
}

/** One autocannon request whose every sending is `next()`, so each connection spreads over accounts and actions. */
function dynamic(next: () => Call): autocannon.Request[] {
  return [{ setupRequest: (request) => ({ ...request, ...requestOf(next()) }) }];
}

async function send(url: string, call: Call): Promise<string> {
  const res = await fetch(url + call.path, {
    method: call.method,
    headers: requestOf(call).headers as Record<string, string>,
    ...(call.json === undefined ? {} : { body: JSON.stringify(call.json) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${call.method} ${call.path} answered ${res.status}: ${text.slice(0, 300)}`);
  return text;
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

export async function prepareWorkload(url: string): Promise<Endpoint[]> {
  const sessions: Session[] = [];
  for (const username of DEMO_USERNAMES) sessions.push(await signIn(url, username));
  // Each account talks with the next one, so every conversation list and the direct messages have content.
  const conversations: number[] = [];
  for (const [i, session] of sessions.entries()) {
    const other = sessions[(i + 1) % sessions.length]!;
    const created = await send(url, {
      method: "POST",
      path: "/api/v1/conversations",
      token: session.token,
      json: { otherId: other.id },
    });
    conversations.push((JSON.parse(created) as { data: { id: number } }).data.id);
  }
  const list = "/api/v1/posts?page=1&limit=10";
  const posts = (
    JSON.parse(await send(url, { method: "GET", path: list })) as {
      data: { id: number; slug: string; commentsCount: number }[];
    }
  ).data;
  const post = posts[0];
  const mostDiscussed = [...posts].sort((a, b) => b.commentsCount - a.commentsCount)[0];
  if (!post || !mostDiscussed) throw new Error("the demo content did not load");

  const pickPost = () => posts[Math.floor(Math.random() * posts.length)]!;
  const reads: { name: string; kind: EndpointKind; action: Action; anonymous?: boolean }[] = [
    { name: `GET ${list}, anonymous`, kind: "anonymous cached", anonymous: true, action: () => get(list) },
    { name: `GET ${list}, signed in`, kind: "signed-in", action: (s) => get(list, s) },
    {
      name: "GET /api/v1/posts/{slug}, signed in",
      kind: "signed-in",
      action: (s) => get(`/api/v1/posts/${post.slug}`, s),
    },
    {
      name: "GET /api/v1/posts/{id}/comments, signed in",
      kind: "signed-in",
      action: (s) => get(`/api/v1/posts/${mostDiscussed.id}/comments`, s),
    },
    { name: "GET /api/v1/notifications", kind: "signed-in", action: (s) => get("/api/v1/notifications", s) },
    { name: "GET /api/v1/conversations", kind: "signed-in", action: (s) => get("/api/v1/conversations", s) },
    { name: "GET /rss.xml", kind: "feed", anonymous: true, action: () => get("/rss.xml") },
  ];
  const writes: Action[] = [
    (s) => ({
      method: "POST",
      path: "/api/v1/comments",
      token: s.token,
      json: { commentableType: "Post", commentableId: pickPost().id, content: `Bench comment ${Date.now()}` },
    }),
    (s) =>
      Math.random() < 0.5
        ? { method: "POST", path: `/api/v1/posts/${pickPost().id}/like`, token: s.token }
        : { method: "DELETE", path: `/api/v1/posts/${pickPost().id}/unlike`, token: s.token },
    (s) => ({
      method: "POST",
      path: "/api/v1/messages",
      token: s.token,
      json: {
        conversationId: conversations[sessions.indexOf(s)],
        content: `Bench message ${Date.now()} · tin nhắn thử`,
      },
    }),
  ];

  // Sizes as each account sees them; the writes also leave a message in every conversation.
  const bytesOf = async (action: Action, anonymous = false) =>
    mean(
      await Promise.all(
        (anonymous ? sessions.slice(0, 1) : sessions).map(async (s) =>
          Buffer.byteLength(await send(url, action(s))),
        ),
      ),
    );
  const writeBytes = mean(await Promise.all(writes.map((write) => bytesOf(write))));
  const readBytes = await Promise.all(reads.map((read) => bytesOf(read.action, read.anonymous)));

  let turn = 0;
  const nextSession = () => sessions[turn++ % sessions.length]!;
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
  const endpoints: Endpoint[] = reads.map((read, i) => ({
    name: read.name,
    kind: read.kind,
    bytes: Math.round(readBytes[i]!),
    // An anonymous read is the same request every time: sent as is, as the bare route's is, so the load
    // generator spends no more on our rows than on the bare route's.
    requests: () =>
      read.anonymous ? [requestOf(read.action(sessions[0]!))] : dynamic(() => read.action(nextSession())),
  }));
  endpoints.push({
    name: `mix: ${100 * (1 - WRITE_SHARE)}% the reads above, ${100 * WRITE_SHARE}% comments, likes/unlikes, messages`,
    kind: "mixed",
    bytes: Math.round((1 - WRITE_SHARE) * mean(readBytes) + WRITE_SHARE * writeBytes),
    requests: () =>
      dynamic(() => {
        const session = nextSession();
        return Math.random() < WRITE_SHARE ? pick(writes)(session) : pick(reads).action(session);
      }),
  });
  return endpoints;
}

function get(path: string, session?: Session): Call {
  return { method: "GET", path, ...(session ? { token: session.token } : {}) };
}
