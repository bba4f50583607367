// Scale-out: two real server processes on two ports, one PostgreSQL database and one Redis.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type Pusher from "pusher-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connected, nextEvent, pusherClient, subscribed } from "../src/modules/realtime/realtime.testkit";

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const serverEntry = path.resolve(import.meta.dirname, "../src/server.ts");

async function waitForHealth(port: number) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server on ${port} did not start`);
}

describe.runIf(databaseUrl && redisUrl)("two server processes sharing PostgreSQL and Redis", () => {
  const ports = [4350 + (process.pid % 40), 4400 + (process.pid % 40)];
  const children: ChildProcess[] = [];
  const clients: Pusher[] = [];
  const dbName = `inkwell_scale_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: databaseUrl });

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${dbName}`;
    const shared = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl!,
      JWT_SECRET: randomBytes(32).toString("hex"),
      REALTIME_APP_KEY: `scale-${process.pid}`,
      RATE_LIMIT_MULTIPLIER: "100",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
    };
    // The first process migrates and seeds; the second starts on the ready database.
    for (const port of ports) {
      const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
        env: {
          ...process.env,
          ...shared,
          PORT: String(port),
          DATA_DIR: mkdtempSync(path.join(tmpdir(), "inkwell-scale-")),
        },
        stdio: ["ignore", "ignore", "inherit"],
      });
      children.push(child);
      await waitForHealth(port);
    }
  }, 180_000);

  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await Promise.all(children.map((c) => new Promise((r) => (c.once("exit", r), c.kill("SIGTERM")))));
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it("delivers a message posted to one process to a pusher-js client connected to the other", async () => {
    const [first, second] = ports as [number, number];
    const post = async (port: number, url: string, body: unknown, token?: string) => {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1${url}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      return (await res.json()) as {
        data: { accessToken: string; user: { id: number }; id: number; content: string };
      };
    };
    const alex = (await post(first, "/auth/login", { email: "alex", password: "inkwell-demo" })).data;
    const sarah = (await post(second, "/auth/login", { email: "sarahchen", password: "inkwell-demo" })).data;
    const conversationId = (await post(first, "/conversations", { otherId: sarah.user.id }, alex.accessToken))
      .data.id;

    const client = pusherClient(second, sarah.accessToken, `scale-${process.pid}`);
    clients.push(client);
    await connected(client);
    const channel = await subscribed(client, `private-conversation-${conversationId}`);
    const arriving = nextEvent<{ content: string }>(channel, "new-message", 2000);
    const sent = await post(
      first,
      "/messages",
      { conversationId, content: "across processes" },
      alex.accessToken,
    );
    expect(sent.data.content).toBe("across processes");
    expect((await arriving).content).toBe("across processes");
  });
});
