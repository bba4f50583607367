// The world the soak runs in: the demo accounts it signs in as, a conversation between each two neighbours,
// the public posts, how one request is sent and booked, and the realtime sockets that count what the server
// pushes. What the virtual users do in it is soak-traffic.ts.
import WebSocket from "ws";
import { Deliveries } from "./soak-tally";
import type { Kind, Tally } from "./soak-tally";
import { DEMO_PASSWORD, DEMO_USERNAMES, solidPng } from "./support";

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

export interface Envelope<T> {
  data: T;
}

interface Request {
  method?: string;
  token?: string;
  json?: unknown;
  body?: string | FormData;
  headers?: Record<string, string>;
}

/** Sends one request and books its outcome; answers the parsed body of a 2xx, otherwise undefined. */
export async function send<T = unknown>(
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

export function conversationsOf(world: World, i: number) {
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
