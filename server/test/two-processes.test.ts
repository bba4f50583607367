// Scale-out: two real server processes on two ports, one PostgreSQL database and one Redis, serving the built
// web app (built first when its sources changed, as `npm start` does).
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import type { SiteSettings } from "@inkwell/contract";
import pg from "pg";
import type Pusher from "pusher-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connected, nextEvent, pusherClient, subscribed } from "./realtime";
import { startServerProcess, waitForHealth } from "./server-process";
import type { ServerProcess } from "./server-process";

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const ensureReady = path.resolve(import.meta.dirname, "../../scripts/ensure-ready.mjs");

/** A page or file at the site's root, as an English-speaking browser asks for it. */
async function page(port: number, url: string) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers: { "accept-language": "en" } });
  expect(res.status, url).toBe(200);
  return res.text();
}
describe.runIf(databaseUrl && redisUrl)("two server processes sharing PostgreSQL and Redis", () => {
  const ports = [4350 + (process.pid % 40), 4400 + (process.pid % 40)];
  const servers: ServerProcess[] = [];
  const clients: Pusher[] = [];
  const dbName = `inkwell_scale_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: databaseUrl });

  beforeAll(async () => {
    execFileSync(process.execPath, [ensureReady, "--build"], { stdio: ["ignore", "ignore", "inherit"] });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${dbName}`;
    const shared = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl!,
      // Two separate processes, as behind a load balancer (workers.test.ts covers a cluster on one port).
      WORKERS: "1",
      JWT_SECRET: randomBytes(32).toString("hex"),
      REALTIME_APP_KEY: `scale-${process.pid}`,
      RATE_LIMIT_MULTIPLIER: "100",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
    };
    // The first process migrates and seeds; the second starts on the ready database.
    for (const port of ports) {
      servers.push(startServerProcess({ ...shared, PORT: String(port) }));
      await waitForHealth(port);
    }
  }, 600_000);

  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await Promise.all(servers.map((server) => (server.child.kill("SIGTERM"), server.exited)));
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  /** A request to one process, answered with a success. */
  const call = async (port: number, method: string, url: string, body: unknown, token?: string) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1${url}`, {
      method,
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    expect(res.ok, `${method} ${url}: ${res.status}`).toBe(true);
    return (await res.json()) as {
      data: { accessToken: string; user: { id: number }; id: number; content: string; response: string };
    };
  };
  const post = (port: number, url: string, body: unknown, token?: string) =>
    call(port, "POST", url, body, token);

  it("delivers a message posted to one process to a pusher-js client connected to the other", async () => {
    const [first, second] = ports as [number, number];
    const alex = (await post(first, "/auth/login", { email: "alex", password: "inkwell-demo" })).data;
    const sarah = (await post(second, "/auth/login", { email: "sarahchen", password: "inkwell-demo" })).data;
    const conversationId = (await post(first, "/conversations", { otherId: sarah.user.id }, alex.accessToken))
      .data.id;

    const client = pusherClient(second, sarah.accessToken, `scale-${process.pid}`);
    clients.push(client);
    await connected(client);
    const channel = await subscribed(client, `private-notifications-${sarah.user.id}`);
    const arriving = nextEvent<{ message: { content: string } }>(channel, "conversation-updated", 2000);
    const sent = await post(
      first,
      "/messages",
      { conversationId, content: "across processes" },
      alex.accessToken,
    );
    expect(sent.data.content).toBe("across processes");
    expect((await arriving).message.content).toBe("across processes");
  });

  it("names the site's new title in the assistant's replies on the other process, without a restart", async () => {
    const [first, second] = ports as [number, number];
    const greeting = async () => (await call(second, "POST", "/chat", { message: "hello" })).data;
    expect((await greeting()).response).toContain("**Inkwell**");
    const team = (await post(first, "/auth/login", { email: "inkwell", password: "inkwell-demo" })).data;
    await call(first, "PUT", "/admin/site", { title: "Nhà Sách Mực" }, team.accessToken);
    // Announced at once; a process that missed the announcement reads the settings again within 5 s.
    await expect
      .poll(async () => (await greeting()).response, { timeout: 7000, interval: 250 })
      .toContain("**Nhà Sách Mực**");
  });

  it("names the site by a title changed through one process on the other's pages, feed and shell", async () => {
    const [first, second] = ports as [number, number];
    const surfaces = async () => {
      const [home, feed, shell] = await Promise.all([
        page(second, "/"),
        page(second, "/rss.xml"),
        page(second, "/settings"),
      ]);
      return {
        // Home's title leads with the site's: "Inkwell — stories and ideas, written to be read".
        home: /<title>(.*?)<\/title>/.exec(home)?.[1]?.split(" — ")[0],
        siteName: /<meta property="og:site_name" content="(.*?)">/.exec(home)?.[1],
        feed: /<channel>\n<title>(.*?)<\/title>/.exec(feed)?.[1],
        shell: /<title>(.*?)<\/title>/.exec(shell)?.[1],
        shellRendered: shell.includes('<div id="root"></div>'),
      };
    };
    const everywhere = (title: string) => ({
      home: title,
      siteName: title,
      feed: title,
      shell: title,
      shellRendered: true,
    });
    // The second process has built (and keeps) its pages and feed with the title it has now.
    const site = (await (await fetch(`http://127.0.0.1:${second}/api/v1/site`)).json()) as {
      data: SiteSettings;
    };
    expect(site.data.title).not.toContain("&");
    expect(await surfaces()).toEqual(everywhere(site.data.title));

    const team = (await post(first, "/auth/login", { email: "inkwell", password: "inkwell-demo" })).data;
    await call(first, "PUT", "/admin/site", { title: "Harbour & Lights" }, team.accessToken);
    // Announced at once; a process that missed the announcement reads the settings again within 5 s.
    await expect.poll(surfaces, { timeout: 8000, interval: 250 }).toEqual(everywhere("Harbour &amp; Lights"));
  });
});
