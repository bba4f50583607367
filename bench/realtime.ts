// Realtime part of npm run bench: N protocol clients on private conversation channels, messages posted over
// HTTP, delivery latency p50/p99 and server memory per connection.
import { readFileSync } from "node:fs";
import WebSocket from "ws";
import { startServer, table } from "./support";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 30);

function rssMiB(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

// Every client comes from 127.0.0.1, so the per-address socket cap has to make room for all of them.
const server = await startServer(4340, { REALTIME_MAX_CONNECTIONS_PER_ADDRESS: String(CLIENTS + 1) });
const pid = server.process.pid!;
const api = async (path: string, token: string | null, body?: unknown) => {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as {
    data: Record<string, unknown> & { accessToken: string; user: { id: number } };
  };
};

try {
  const alex = (await api("/auth/login", null, { email: "alex", password: "inkwell-demo" })).data;
  const sarah = (await api("/auth/login", null, { email: "sarahchen", password: "inkwell-demo" })).data;
  const conversationId = (await api("/conversations", alex.accessToken, { otherId: sarah.user.id })).data
    .id as number;
  const channel = `private-conversation-${conversationId}`;
  const config = (await api("/config", null)).data.realtime as { key: string };

  await new Promise((r) => setTimeout(r, 1000));
  const before = rssMiB(pid);
  const received = new Map<number, number[]>();
  const sockets: WebSocket[] = [];
  const connectOne = () =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(
        `ws://127.0.0.1:4340/app/${config.key}?protocol=7&client=js&version=8.4.0&flash=false`,
      );
      sockets.push(ws);
      ws.on("error", reject);
      ws.on("message", (raw) => {
        const frame = JSON.parse(raw.toString()) as { event: string; data: string; channel?: string };
        if (frame.event === "pusher:connection_established") {
          const socketId = (JSON.parse(frame.data) as { socket_id: string }).socket_id;
          void fetch(`${server.url}/api/v1/realtime/auth`, {
            method: "POST",
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              authorization: `Bearer ${sarah.accessToken}`,
            },
            body: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
          })
            .then((r) => r.json() as Promise<{ auth: string }>)
            .then(
              ({ auth }) => ws.send(JSON.stringify({ event: "pusher:subscribe", data: { channel, auth } })),
              reject,
            );
        } else if (frame.event === "pusher_internal:subscription_succeeded") {
          resolve();
        } else if (frame.event === "new-message") {
          const id = (JSON.parse(frame.data) as { id: number }).id;
          const list = received.get(id) ?? [];
          list.push(performance.now());
          received.set(id, list);
        }
      });
    });
  for (let i = 0; i < CLIENTS; i += 100) {
    await Promise.all(Array.from({ length: Math.min(100, CLIENTS - i) }, connectOne));
  }
  await new Promise((r) => setTimeout(r, 1000));
  const after = rssMiB(pid);

  const latencies: number[] = [];
  for (let m = 0; m < MESSAGES; m++) {
    const sentAt = performance.now();
    const message = (await api("/messages", alex.accessToken, { conversationId, content: `bench ${m}` }))
      .data;
    const id = message.id as number;
    const deadline = Date.now() + 10_000;
    while ((received.get(id)?.length ?? 0) < CLIENTS && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 5));
    for (const at of received.get(id) ?? []) latencies.push(at - sentAt);
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN).toFixed(1);
  console.log(
    `\nRealtime: ${CLIENTS} protocol clients on one private channel, ${MESSAGES} messages posted over HTTP:\n`,
  );
  table([
    {
      clients: CLIENTS,
      deliveries: `${latencies.length}/${CLIENTS * MESSAGES}`,
      "p50 ms (POST → delivered)": at(0.5),
      "p99 ms": at(0.99),
      "server RSS before MiB": before.toFixed(0),
      "after MiB": after.toFixed(0),
      "KiB per connection": (((after - before) * 1024) / CLIENTS).toFixed(1),
    },
  ]);
  for (const ws of sockets) ws.terminate();
} finally {
  await server.stop();
}
