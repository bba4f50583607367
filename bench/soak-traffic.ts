// The soak's traffic: the demo accounts it signs in as, the weighted mix one virtual user loops over, and
// the realtime sockets that count what the server pushes.
import WebSocket from "ws";
import { Deliveries } from "./soak-tally";
import type { Kind, Tally } from "./soak-tally";
import { solidPng } from "./support";

const DEMO_USERNAMES = [
  "alex",
  "linhnguyen",
  "minhtran",
  "sarahchen",
  "davidokafor",
  "hoale",
  "emmawilson",
  "inkwell",
];
const DEMO_PASSWORD = "inkwell-demo";
const SEARCH_WORDS = ["react", "postgres", "design", "viết", "học", "writing", "typescript", "cà phê"];
const QUESTIONS = [
  "How do I reset my password?",
  "How can I write and publish a new post?",
  "What are the most popular posts this week?",
  "How do I change my avatar?",
  "Làm sao để đổi mật khẩu?",
  "Tôi muốn viết bài mới thì làm thế nào?",
  "Có bài viết nào về lập trình không?",
  "Xin chào, bạn là ai?",
];
/** Image work runs on at most half the cores, so more uploads in flight would only queue behind it. */
const MAX_UPLOADS_IN_FLIGHT = 2;
const LARGE_UPLOAD_EVERY = 10;
const REQUEST_TIMEOUT_MS = 60_000;

export interface Account {
  username: string;
  id: number;
  token: string;
}

export interface World {
  url: string;
  realtimeKey: string;
  accounts: Account[];
  posts: { id: number; slug: string }[];
  /** conversations[i] is between accounts[i] and accounts[i + 1] (wrapping round). */
  conversations: number[];
  images: { small: Blob; large: Blob };
  tally: Tally;
  deliveries: Deliveries;
  uploadsInFlight: number;
  uploads: number;
}

/** One virtual user's memory between iterations: its own comments, draft and chat session. */
interface Visitor {
  index: number;
  account: Account;
  comments: number[];
  draftId: number | undefined;
  draftSaves: number;
  chatSession: string | undefined;
}

interface Envelope<T> {
  data: T;
}

interface Request {
  method?: string;
  token?: string;
  json?: unknown;
  body?: string | FormData;
  headers?: Record<string, string>;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Sends one request and books its outcome; answers the parsed body of a 2xx, otherwise undefined. */
async function send<T = unknown>(
  world: World,
  kind: Kind,
  path: string,
  request: Request = {},
): Promise<T | undefined> {
  const tally = world.tally;
  const method = request.method ?? (request.json !== undefined || request.body ? "POST" : "GET");
  const route = `${method} ${path.replace(/\?.*/, "").replace(/\/\d+(?=\/|$)/g, "/{id}")}`;
  const started = performance.now();
  try {
    const res = await fetch(world.url + path, {
      method,
      headers: {
        ...(request.json !== undefined ? { "content-type": "application/json" } : {}),
        ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
        ...request.headers,
      },
      body: request.json !== undefined ? JSON.stringify(request.json) : request.body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    if (res.ok) {
      tally.answered(kind, ms);
      return (res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text) as T;
    }
    if (res.status === 429) tally.rateLimited(kind, ms);
    else
      tally.failed(
        kind,
        ms,
        `${res.status} ${route}`,
        `${text.slice(0, 400)} (x-request-id ${res.headers.get("x-request-id")})`,
      );
  } catch (err) {
    tally.failed(kind, performance.now() - started, `network error ${route}`, String(err));
  }
  return undefined;
}

/** Signs in every demo account, opens a conversation between neighbours and reads the public posts. */
export async function prepareWorld(url: string, tally: Tally): Promise<World> {
  const world: World = {
    url,
    realtimeKey: "",
    accounts: [],
    posts: [],
    conversations: [],
    images: {
      small: new Blob([new Uint8Array(solidPng(640, 480, [200, 80, 40]))], { type: "image/png" }),
      large: new Blob([new Uint8Array(solidPng(6000, 6600, [30, 120, 200]))], { type: "image/png" }),
    },
    tally,
    deliveries: new Deliveries(),
    uploadsInFlight: 0,
    uploads: 0,
  };
  for (const username of DEMO_USERNAMES) {
    const session = await send<Envelope<{ user: { id: number }; accessToken: string }>>(
      world,
      "write",
      "/api/v1/auth/login",
      {
        json: { email: username, password: DEMO_PASSWORD },
      },
    );
    if (!session)
      throw new Error(`could not sign in as ${username}: ${[...tally.failures.values()].join("; ")}`);
    world.accounts.push({ username, id: session.data.user.id, token: session.data.accessToken });
  }
  for (const [i, account] of world.accounts.entries()) {
    const other = world.accounts[(i + 1) % world.accounts.length]!;
    const created = await send<Envelope<{ id: number }>>(world, "write", "/api/v1/conversations", {
      token: account.token,
      json: { otherId: other.id },
    });
    if (!created) throw new Error(`could not open a conversation for ${account.username}`);
    world.conversations.push(created.data.id);
  }
  for (let page = 1; page <= 3; page++) {
    const list = await send<Envelope<{ id: number; slug: string }[]>>(
      world,
      "anonymous read",
      `/api/v1/posts?page=${page}&limit=50`,
    );
    world.posts.push(...(list?.data ?? []).map(({ id, slug }) => ({ id, slug })));
  }
  const config = await send<Envelope<{ realtime: { key: string } }>>(
    world,
    "anonymous read",
    "/api/v1/config",
  );
  if (!config || world.posts.length === 0) throw new Error("the demo content did not load");
  world.realtimeKey = config.data.realtime.key;
  return world;
}

function conversationsOf(world: World, i: number) {
  const n = world.accounts.length;
  return [world.conversations[i]!, world.conversations[(i + n - 1) % n]!];
}

/**
 * Opens a Pusher-protocol socket as `account` and joins the given private channels; resolves once every
 * subscription succeeded. Pushed events are counted in world.deliveries while `counting` is true.
 */
export function openSocket(
  world: World,
  kind: Kind,
  account: Account,
  channels: string[],
  counting: boolean,
) {
  return new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(
      `${world.url.replace("http", "ws")}/app/${world.realtimeKey}?protocol=7&client=js&version=8.4.0&flash=false`,
    );
    let pending = channels.length;
    let ready = false;
    const timer = setTimeout(() => (ws.terminate(), reject(new Error("socket not ready in 30 s"))), 30_000);
    ws.on("error", (err) => (clearTimeout(timer), reject(err)));
    ws.on("close", (code) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`socket closed with ${code} before subscribing`));
      else if (counting && code !== 1000 && code !== 1005) world.deliveries.socketsLost += 1;
    });
    ws.on("message", (raw) => {
      const frame = JSON.parse(raw.toString()) as { event: string; data: string; channel?: string };
      if (frame.event === "pusher:connection_established") {
        const socketId = (JSON.parse(frame.data) as { socket_id: string }).socket_id;
        for (const channel of channels) {
          void send<{ auth: string }>(world, kind, "/api/v1/realtime/auth", {
            token: account.token,
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
          }).then((answer) => {
            if (answer)
              ws.send(JSON.stringify({ event: "pusher:subscribe", data: { channel, auth: answer.auth } }));
            else ws.terminate();
          });
        }
      } else if (frame.event === "pusher_internal:subscription_succeeded") {
        pending -= 1;
        if (pending === 0) {
          ready = true;
          clearTimeout(timer);
          resolve(ws);
        }
      } else if (frame.event === "pusher:subscription_error") {
        ws.terminate();
        reject(new Error(`subscription refused: ${frame.data}`));
      } else if (frame.event === "pusher:ping") {
        ws.send(JSON.stringify({ event: "pusher:pong", data: {} }));
      } else if (counting && !frame.event.startsWith("pusher")) {
        world.deliveries.receive(frame.event);
      }
    });
  });
}

/** Socket i listens as account i mod 8 on its notifications and its two conversations. */
export async function openSubscribers(world: World, count: number) {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < count; i++) {
    const a = i % world.accounts.length;
    const channels = [
      `private-notifications-${world.accounts[a]!.id}`,
      ...conversationsOf(world, a).map((id) => `private-conversation-${id}`),
    ];
    sockets.push(await openSocket(world, "realtime auth", world.accounts[a]!, channels, true));
    for (const channel of channels) {
      world.deliveries.subscribers.set(channel, (world.deliveries.subscribers.get(channel) ?? 0) + 1);
    }
  }
  return sockets;
}

async function anonymousRead(world: World) {
  const paths = [
    `/api/v1/posts?page=${1 + Math.floor(Math.random() * 3)}&limit=10`,
    `/api/v1/posts/${pick(world.posts).slug}`,
    `/api/v1/posts/${pick(world.posts).slug}`,
    "/api/v1/topics",
    `/api/v1/posts?q=${encodeURIComponent(pick(SEARCH_WORDS))}&limit=10`,
    `/api/v1/profiles/${pick(world.accounts).username}`,
    "/rss.xml",
  ];
  await send(world, "anonymous read", pick(paths));
}

async function signedInRead(world: World, visitor: Visitor) {
  const paths = [
    "/api/v1/posts?page=1&limit=10",
    "/api/v1/notifications?page=1&limit=10",
    "/api/v1/conversations",
    `/api/v1/conversations/${pick(conversationsOf(world, visitor.index % world.accounts.length))}`,
    "/api/v1/posts/my-posts?page=1&limit=10",
    "/api/v1/posts/bookmarks?page=1&limit=10",
  ];
  await send(world, "signed-in read", pick(paths), { token: visitor.account.token });
}

async function comment(world: World, visitor: Visitor) {
  const token = visitor.account.token;
  // Each visitor keeps a few comments and deletes its oldest, so the threads stay a realistic size.
  if (visitor.comments.length >= 3) {
    await send(world, "write", `/api/v1/comments/${visitor.comments.shift()}`, { method: "DELETE", token });
    return;
  }
  const created = await send<Envelope<{ id: number }>>(world, "write", "/api/v1/comments", {
    token,
    json: {
      commentableType: "Post",
      commentableId: pick(world.posts).id,
      content: `Soak comment ${Date.now()}`,
    },
  });
  if (created) visitor.comments.push(created.data.id);
}

async function directMessage(world: World, visitor: Visitor) {
  const a = visitor.index % world.accounts.length;
  const b = (a + 1) % world.accounts.length;
  const conversationId = world.conversations[a]!;
  const sent = await send(world, "write", "/api/v1/messages", {
    token: visitor.account.token,
    json: { conversationId, content: `Soak message ${Date.now()} · tin nhắn thử` },
  });
  if (!sent) return;
  for (const participant of [a, b]) {
    world.deliveries.expect(
      "conversation-updated",
      `private-notifications-${world.accounts[participant]!.id}`,
    );
  }
}

async function saveDraft(world: World, visitor: Visitor) {
  const token = visitor.account.token;
  visitor.draftSaves += 1;
  // An autosaving editor: the same draft saved again and again, now and then discarded for a new one.
  if (visitor.draftId && visitor.draftSaves % 10 === 0) {
    await send(world, "write", `/api/v1/posts/${visitor.draftId}`, { method: "DELETE", token });
    visitor.draftId = undefined;
    return;
  }
  const saved = await send<Envelope<{ id: number }>>(world, "write", "/api/v1/posts/draft", {
    token,
    json: {
      ...(visitor.draftId ? { id: visitor.draftId } : {}),
      title: `Soak draft of visitor ${visitor.index}`,
      content: `<p>${"Words typed so far. ".repeat(visitor.draftSaves % 50)}</p>`,
      tags: ["soak"],
    },
  });
  visitor.draftId = saved?.data.id ?? visitor.draftId;
}

async function write(world: World, visitor: Visitor) {
  const token = visitor.account.token;
  const post = pick(world.posts);
  const roll = Math.random();
  if (roll < 0.3) {
    const like = Math.random() < 0.5;
    await send(world, "write", `/api/v1/posts/${post.id}/${like ? "like" : "unlike"}`, {
      method: like ? "POST" : "DELETE",
      token,
    });
  } else if (roll < 0.5) {
    const keep = Math.random() < 0.5;
    await send(world, "write", `/api/v1/posts/${post.id}/${keep ? "bookmark" : "unbookmark"}`, {
      method: keep ? "POST" : "DELETE",
      token,
    });
  } else if (roll < 0.7) await comment(world, visitor);
  else if (roll < 0.9) await directMessage(world, visitor);
  else await saveDraft(world, visitor);
}

async function upload(world: World, visitor: Visitor) {
  if (world.uploadsInFlight >= MAX_UPLOADS_IN_FLIGHT) return anonymousRead(world);
  world.uploadsInFlight += 1;
  world.uploads += 1;
  const large = world.uploads % LARGE_UPLOAD_EVERY === 0;
  const form = new FormData();
  form.append("image", large ? world.images.large : world.images.small, large ? "large.png" : "small.png");
  try {
    await send(world, "upload", "/api/v1/upload", { token: visitor.account.token, body: form });
  } finally {
    world.uploadsInFlight -= 1;
  }
}

async function chat(world: World, visitor: Visitor) {
  const answer = await send<Envelope<{ sessionId: string }>>(world, "assistant", "/api/v1/chat", {
    ...(visitor.index % 2 === 0 ? { token: visitor.account.token } : {}),
    headers: visitor.chatSession ? { "x-chatbot-session-id": visitor.chatSession } : {},
    json: { message: pick(QUESTIONS) },
  });
  visitor.chatSession = answer?.data.sessionId ?? visitor.chatSession;
}

/** A page load: a socket opened, its notifications channel authorised and joined, then closed. */
async function socketChurn(world: World, visitor: Visitor) {
  const started = performance.now();
  try {
    const ws = await openSocket(
      world,
      "realtime auth",
      visitor.account,
      [`private-notifications-${visitor.account.id}`],
      false,
    );
    ws.close(1000);
  } catch (err) {
    world.tally.failed("realtime auth", performance.now() - started, "socket connect", String(err));
  }
}

/** The mix, as relative weights; everything a visitor does is one of these. */
const MIX: [number, (world: World, visitor: Visitor) => Promise<void>][] = [
  [40, anonymousRead],
  [25, signedInRead],
  [20, write],
  [8, chat],
  [4, upload],
  [3, socketChurn],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [weight]) => sum + weight, 0);

function nextAction() {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const [weight, action] of MIX) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return anonymousRead;
}

/** Runs `count` closed-loop virtual users until `until` (a Date.now() value); each starts its next request when its last one is answered. */
export async function drive(world: World, count: number, until: number) {
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const visitor: Visitor = {
        index,
        account: world.accounts[index % world.accounts.length]!,
        comments: [],
        draftId: undefined,
        draftSaves: 0,
        chatSession: undefined,
      };
      while (Date.now() < until) await nextAction()(world, visitor);
    }),
  );
}
