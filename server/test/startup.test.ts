// What start-up loads: the image library (sharp and libvips, native code and their memory) waits for the
// first upload. Read from the process's memory map, so Linux only.
import { existsSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { startServerProcess, waitForHealth } from "./server-process";

const loadsLibvips = (pid: number) => readFileSync(`/proc/${pid}/maps`, "utf8").includes("libvips");

describe.runIf(existsSync("/proc/self/maps"))("start-up", () => {
  it("loads the image library only when the first upload arrives", async () => {
    const port = 4600 + (process.pid % 40);
    const server = startServerProcess({ PORT: String(port), SEED_DEMO: "false" });
    try {
      await waitForHealth(port);
      const pid = server.child.pid!;
      expect(loadsLibvips(pid)).toBe(false);

      const registered = await fetch(`http://127.0.0.1:${port}/api/v1/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "First Uploader",
          username: "first_uploader",
          email: "first.uploader@example.com",
          password: "correct horse battery",
        }),
      });
      const { accessToken } = ((await registered.json()) as { data: { accessToken: string } }).data;
      const png = await sharp({
        create: { width: 32, height: 24, channels: 3, background: "#3366cc" },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "first.png");
      const uploaded = await fetch(`http://127.0.0.1:${port}/api/v1/upload`, {
        method: "POST",
        headers: { authorization: `Bearer ${accessToken}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      expect(((await uploaded.json()) as { data: { width: number } }).data.width).toBe(32);
      expect(loadsLibvips(pid)).toBe(true);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }, 90_000);
});
