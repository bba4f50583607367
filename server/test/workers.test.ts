// One server process per core (WORKERS, node:cluster): when several may run, and, on PostgreSQL and Redis,
// a cluster of two workers behind one port, realtime messages crossing them, and its shutdown.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type Pusher from "pusher-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/platform/config";
import { connected, nextEvent, pusherClient, subscribed, within } from "./realtime";
import { requestInFlightDuringSigterm, startServerProcess, waitForHealth } from "./server-process";
import type { ServerProcess } from "./server-process";

describe("how many workers run", () => {
  const base = { JWT_SECRET: "a".repeat(40), DATA_DIR: mkdtempSync(path.join(tmpdir(), "inkwell-config-")) };
  const shared = { DATABASE_URL: "postgres://db.example/inkwell", REDIS_URL: "redis://cache.example" };

  it("runs one per core on PostgreSQL with Redis, and one otherwise unless told", () => {
    expect(loadConfig({ ...base, ...shared }).WORKERS).toBe(availableParallelism());
    expect(loadConfig(base).WORKERS).toBe(1);
    expect(loadConfig({ ...base, DATABASE_URL: shared.DATABASE_URL }).WORKERS).toBe(1);
    expect(loadConfig({ ...base, ...shared, WORKERS: "3" }).WORKERS).toBe(3);
    expect(loadConfig({ ...base, WORKERS: "1" }).WORKERS).toBe(1);
    expect(loadConfig({ ...base, ...shared, WORKERS: "" }).WORKERS).toBe(availableParallelism());
  });

  it.each([
    [{ WORKERS: "2" }, "needs DATABASE_URL"],
    [{ WORKERS: "2", REDIS_URL: shared.REDIS_URL }, "needs DATABASE_URL"],
    [{ WORKERS: "2", DATABASE_URL: shared.DATABASE_URL }, "needs REDIS_URL"],
    [{ WORKERS: "0" }, ""],
    [{ WORKERS: "two" }, ""],
  ])("stops start-up on WORKERS it cannot honour %# with one line naming it", (env, reason) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(
      new RegExp(`^Invalid configuration: WORKERS [^\\n]*${reason}[^\\n]*$`),
    );
  });
});

interface Answer {
  status: number;
  body: { data: { accessToken: string; user: { id: number }; id: number; content: string } };
}

/** One request on a connection of its own, so that the cluster hands each to the next worker. */
function send(port: number, requestId: string, method: string, url: string, body?: unknown, token?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method,
        path: url,
        agent: false,
        headers: {
          "x-request-id": requestId,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Answer["body"] }),
        );
      },
    );
    request.on("error", reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

interface LogEntry {
  pid: number;
  msg: string;
  reqId?: string;
}

const entriesOf = (server: ServerProcess) =>
  server
    .logLines()
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogEntry);

/** Resolves once the server's log holds an entry matching `match` (the log is written asynchronously). */
function logged(server: ServerProcess, match: (entry: LogEntry) => boolean, what: string) {
  return within(
    (async () => {
      for (;;) {
        const entry = entriesOf(server).find(match);
        if (entry) return entry;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })(),
    10_000,
    what,
  );
}

/** The pid of the process that answered the request with this id, from its request log line. */
const answeredBy = async (server: ServerProcess, requestId: string) =>
  (await logged(server, (e) => e.msg === "request" && e.reqId === requestId, `log of ${requestId}`)).pid;

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
describe.runIf(databaseUrl && redisUrl)("two workers on PostgreSQL and Redis", () => {
  const port = 4550 + (process.pid % 40);
  const appKey = `workers-${process.pid}`;
  const dbName = `inkwell_workers_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  const clients: Pusher[] = [];
  let server: ServerProcess;
  let workerPids: number[];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${dbName}`;
    server = startServerProcess({
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl!,
      WORKERS: "2",
      PORT: String(port),
      REALTIME_APP_KEY: appKey,
      RATE_LIMIT_MULTIPLIER: "100",
      LOG_LEVEL: "info",
    });
    await waitForHealth(port);
    const listening = (e: LogEntry) => e.msg.startsWith("Server listening at");
    await logged(
      server,
      (e) => listening(e) && entriesOf(server).filter(listening).length === 2,
      "2 workers",
    );
    workerPids = entriesOf(server)
      .filter(listening)
      .map((e) => e.pid);
  }, 180_000);

  afterAll(async () => {
    for (const client of clients) client.disconnect();
    if (server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it("answers on one port from two worker processes", async () => {
    const pids = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const id = `health-${i}`;
      expect((await send(port, id, "GET", "/healthz")).status).toBe(200);
      pids.add(await answeredBy(server, id));
    }
    expect([...pids].sort()).toEqual([...workerPids].sort());
    expect(pids).not.toContain(server.child.pid);
  });

  it("delivers a message posted on either worker to a socket held by one of them", async () => {
    const login = (id: string, name: string) =>
      send(port, id, "POST", "/api/v1/auth/login", { email: name, password: "inkwell-demo" });
    const alex = (await login("login-alex", "alex")).body.data;
    const sarah = (await login("login-sarah", "sarahchen")).body.data;
    const conversation = await send(
      port,
      "conversation",
      "POST",
      "/api/v1/conversations",
      { otherId: sarah.user.id },
      alex.accessToken,
    );
    const client = pusherClient(port, sarah.accessToken, appKey);
    clients.push(client);
    await connected(client);
    const channel = await subscribed(client, `private-notifications-${sarah.user.id}`);

    // The socket lives on one worker; once messages were posted on both, one of them crossed over.
    const postedOn = new Set<number>();
    for (let i = 0; i < 8 && postedOn.size < 2; i++) {
      const content = `message ${i}`;
      const arriving = nextEvent<{ message: { content: string } }>(channel, "conversation-updated", 3000);
      const sent = await send(
        port,
        `message-${i}`,
        "POST",
        "/api/v1/messages",
        { conversationId: conversation.body.data.id, content },
        alex.accessToken,
      );
      expect(sent.status).toBe(201);
      expect((await arriving).message.content).toBe(content);
      postedOn.add(await answeredBy(server, `message-${i}`));
    }
    expect(postedOn.size).toBe(2);
  });

  it("finishes in-flight requests, stops every worker and exits 0 on SIGTERM to the primary", async () => {
    expect(await requestInFlightDuringSigterm(server, port)).toMatch(/^HTTP\/1\.1 200 /);
    expect(await server.exited).toBe(0);
    for (const pid of workerPids) expect(() => process.kill(pid, 0)).toThrow();
  }, 60_000);
});
