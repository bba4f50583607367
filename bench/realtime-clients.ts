// The load generator of bench/realtime.ts, one of several processes it forks: raw `ws` sockets speaking the
// Pusher protocol from one 127.0.0.x source address, each joining its private channels with a signature it
// makes itself (as the auth endpoint would). It times every bench event from the send time the event
// carries and notes when each direct message arrives, and hands the figures back over IPC when asked.
import { createHmac } from "node:crypto";
import { monitorEventLoopDelay } from "node:perf_hooks";
import WebSocket from "ws";

export const BENCH_EVENT = "bench-event";

/** What a bench event carries: when it was published (wallClock()) and whether it is timed. */
export interface BenchPayload {
  sentAt: number;
  measured: boolean;
}

/** Milliseconds on a clock every process on the machine shares, to the microsecond. */
export const wallClock = () => performance.timeOrigin + performance.now();

export interface OpenTask {
  url: string;
  appKey: string;
  appSecret: string;
  localAddress: string;
  /** The channels of each socket to open. */
  sockets: string[][];
  connectingAtOnce: number;
}

export type ToClients = { kind: "open"; task: OpenTask } | { kind: "start" } | { kind: "report" };

export interface Report {
  /** Delivery latency of each measured bench event at each socket, in ms. */
  latencies: number[];
  /** Direct message id and when it arrived (wallClock()), once per socket it reached. */
  messageArrivals: [number, number][];
  eventLoopDelayP99Ms: number;
  /** CPU time used since "start", in seconds. */
  cpuSeconds: number;
}

export type FromClients =
  { kind: "opened" } | { kind: "report"; report: Report } | { kind: "failed"; error: string };

const sockets: WebSocket[] = [];
const latencies: number[] = [];
const messageArrivals: [number, number][] = [];
const eventLoopDelay = monitorEventLoopDelay({ resolution: 5 });
let cpuAtStart = process.cpuUsage();

function reply(message: FromClients) {
  process.send?.(message);
}

function receive(event: string, data: string) {
  const arrivedAt = wallClock();
  if (event === BENCH_EVENT) {
    const payload = JSON.parse(data) as BenchPayload;
    if (payload.measured) latencies.push(arrivedAt - payload.sentAt);
  } else if (event === "conversation-updated") {
    messageArrivals.push([(JSON.parse(data) as { message: { id: number } }).message.id, arrivedAt]);
  }
}

/** Opens one socket and joins `channels`; resolves once every join succeeded. */
function openSocket(task: OpenTask, channels: string[]) {
  const sign = (socketId: string, channel: string) =>
    `${task.appKey}:${createHmac("sha256", task.appSecret).update(`${socketId}:${channel}`).digest("hex")}`;
  return new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(task.url, { localAddress: task.localAddress, perMessageDeflate: false });
    let pending = channels.length;
    ws.on("error", reject);
    ws.on("message", (raw) => {
      const frame = JSON.parse(raw.toString()) as { event: string; data: string };
      if (frame.event === "pusher:connection_established") {
        const socketId = (JSON.parse(frame.data) as { socket_id: string }).socket_id;
        for (const channel of channels)
          ws.send(
            JSON.stringify({ event: "pusher:subscribe", data: { channel, auth: sign(socketId, channel) } }),
          );
      } else if (frame.event === "pusher_internal:subscription_succeeded") {
        if (--pending === 0) resolve(ws);
      } else if (frame.event === "pusher:ping") {
        ws.send(JSON.stringify({ event: "pusher:pong", data: {} }));
      } else if (frame.event.startsWith("pusher")) {
        reject(new Error(`socket refused: ${JSON.stringify(frame)}`));
      } else receive(frame.event, frame.data);
    });
  });
}

async function open(task: OpenTask) {
  for (let i = 0; i < task.sockets.length; i += task.connectingAtOnce) {
    const batch = task.sockets
      .slice(i, i + task.connectingAtOnce)
      .map((channels) => openSocket(task, channels));
    sockets.push(...(await Promise.all(batch)));
  }
}

process.on("message", (message: ToClients) => {
  switch (message.kind) {
    case "open":
      open(message.task).then(
        () => reply({ kind: "opened" }),
        (err: unknown) => reply({ kind: "failed", error: String(err) }),
      );
      return;
    case "start":
      cpuAtStart = process.cpuUsage();
      eventLoopDelay.enable();
      return;
    case "report": {
      eventLoopDelay.disable();
      const cpu = process.cpuUsage(cpuAtStart);
      reply({
        kind: "report",
        report: {
          latencies,
          messageArrivals,
          eventLoopDelayP99Ms: eventLoopDelay.percentile(99) / 1e6,
          cpuSeconds: (cpu.user + cpu.system) / 1e6,
        },
      });
      return;
    }
  }
});

// The parent going away ends this process, sockets and all.
process.on("disconnect", () => {
  for (const ws of sockets) ws.terminate();
  process.exit(0);
});
