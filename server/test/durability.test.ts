// On the embedded database, what the server acknowledged survives the process being killed outright
// (kill -9, an out-of-memory kill, a power-cut container) and a restart on the same data directory.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServerProcess, waitForHealth } from "./server-process";

const start = (dataDir: string, port: number) =>
  startServerProcess({
    PORT: String(port),
    SEED_DEMO: "false",
    RATE_LIMIT_MULTIPLIER: "100",
    DATA_DIR: dataDir,
  });

async function call(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: {
      ...headers,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
}

describe("durability on the embedded database", () => {
  it("keeps every acknowledged write across kill -9 and a restart", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-durable-"));
    const port = 4500 + (process.pid % 40);
    const base = `http://127.0.0.1:${port}`;
    const first = start(dataDir, port);
    await waitForHealth(port);

    const account = {
      name: "Durable Writer",
      username: "durable",
      email: "durable@example.com",
      password: "kill nine survivor",
    };
    const registered = await call(base, "POST", "/auth/register", account);
    expect(registered.status).toBe(201);
    const token = registered.body.data.accessToken as string;
    const titles = Array.from({ length: 5 }, (_, i) => `Written before the crash ${i}`);
    for (const title of titles) {
      expect(
        (await call(base, "POST", "/posts/draft", { title, content: `<p>${title}</p>` }, token)).status,
      ).toBe(201);
    }
    const chat = await call(base, "POST", "/chat", { message: "how do I schedule a post?" });
    expect(chat.status).toBe(200);

    first.child.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");

    const second = start(dataDir, port);
    try {
      await waitForHealth(port);
      const login = await call(base, "POST", "/auth/login", {
        email: account.email,
        password: account.password,
      });
      expect(login.status).toBe(200);
      const mine = await call(
        base,
        "GET",
        "/posts/my-posts?limit=50",
        undefined,
        login.body.data.accessToken as string,
      );
      expect(mine.status).toBe(200);
      const stored = (mine.body.data as unknown as { title: string }[]).map((post) => post.title).sort();
      expect(stored).toEqual([...titles].sort());
      const sessionId = chat.body.data.sessionId as string;
      const history = await call(base, "GET", `/chat/history/${sessionId}`, undefined, undefined, {
        "x-chatbot-session-id": sessionId,
      });
      expect(history.status).toBe(200);
      expect((history.body.data as unknown as { history: unknown[] }).history).toHaveLength(2);
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }
  }, 180_000);
});
