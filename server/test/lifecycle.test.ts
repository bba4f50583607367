// The start interface other tooling relies on: configuration errors, health, and a clean SIGTERM.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./app";

const serverEntry = path.resolve(import.meta.dirname, "../src/server.ts");

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
    env: {
      ...process.env,
      DATABASE_URL: "",
      REDIS_URL: "",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "inkwell-life-")),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

describe("start-up and shutdown", () => {
  it("stops with one line naming the variable when a setting is wrong", async () => {
    const server = start({ PORT: "not-a-port" });
    expect(await server.exited).toBe(1);
    const lines = server.stderr().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT /);
  });

  it("finishes in-flight requests and exits 0 on SIGTERM", async () => {
    const port = 4450 + (process.pid % 40);
    const server = start({ PORT: String(port), SEED_DEMO: "true" });
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
      } catch {
        if (Date.now() > deadline) throw new Error("server did not start");
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    const inFlight = fetch(`http://127.0.0.1:${port}/api/v1/posts?limit=50&sort=popular`);
    await new Promise((r) => setTimeout(r, 5));
    server.child.kill("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    expect(await server.exited).toBe(0);
  }, 90_000);

  it("answers 503 on /healthz when the database is unreachable", async () => {
    const t = await createTestApp();
    expect((await t.request({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    await t.app.ctx.database.close();
    const res = await t.request({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe("unavailable");
    await t.close();
  });
});
