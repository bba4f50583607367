// The start interface other tooling relies on: configuration errors, health, and a clean SIGTERM.
import { describe, expect, it } from "vitest";
import { createTestApp } from "./app";
import { requestInFlightDuringSigterm, startServerProcess, waitForHealth } from "./server-process";

describe("start-up and shutdown", () => {
  it("stops with one line naming the variable when a setting is wrong", async () => {
    const server = startServerProcess({ PORT: "not-a-port" });
    expect(await server.exited).toBe(1);
    const lines = server.stderr().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT /);
  });

  it("finishes in-flight requests and exits 0 on SIGTERM", async () => {
    const port = 4450 + (process.pid % 40);
    const server = startServerProcess({ PORT: String(port), SEED_DEMO: "true" });
    await waitForHealth(port);
    const response = await requestInFlightDuringSigterm(server, port);
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toContain('"response"');
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
