// The static host on its own, over a small built web app in a temporary folder, so it does not depend on
// whether web/dist has been built.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { DEFAULT_SITE_SETTINGS } from "@inkwell/contract";
import Fastify from "fastify";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "./context";
import { handleError } from "./errors";
import { registerSpa } from "./spa";

let app: FastifyInstance;
beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), "inkwell-spa-"));
  const webDist = path.join(root, "web");
  const dataDir = path.join(root, "data");
  mkdirSync(path.join(webDist, "assets"), { recursive: true });
  mkdirSync(path.join(dataDir, "uploads", "2026", "01"), { recursive: true });
  writeFileSync(path.join(webDist, "index.html"), "<html><title>Inkwell</title><body>app</body></html>");
  writeFileSync(path.join(webDist, "assets", "index-abc123.js"), "console.log(1)");
  // The build leaves compressed copies beside the files (web/build/precompress.ts).
  writeFileSync(path.join(webDist, "assets", "index-abc123.js.br"), brotliCompressSync("console.log(1)"));
  writeFileSync(path.join(webDist, "assets", "index-abc123.js.gz"), gzipSync("console.log(1)"));
  writeFileSync(path.join(dataDir, "uploads", "2026", "01", "photo.webp"), "RIFF");
  app = Fastify();
  app.decorate("ctx", {
    config: { dataDir },
    site: { current: () => DEFAULT_SITE_SETTINGS },
  } as unknown as AppContext);
  app.setErrorHandler(handleError);
  await registerSpa(app, webDist, path.join(root, "no-renderer"));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: "GET", url });

describe("static files and the web app", () => {
  it("serves existing uploads and assets", async () => {
    const upload = await get("/uploads/2026/01/photo.webp");
    expect(upload.statusCode).toBe(200);
    expect(upload.headers["content-type"]).toBe("image/webp");
    const asset = await get("/assets/index-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    // Never revalidated, so nothing to revalidate with.
    expect(asset.headers.etag).toBeUndefined();
    expect(upload.headers.etag).toBeDefined();
  });

  it("sends the build's compressed copy of an asset to clients that accept it", async () => {
    const br = await app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe("console.log(1)");
    const gzip = await app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/assets/index-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log(1)");
  });

  it("answers 404, not the web app, for a missing upload or asset", async () => {
    for (const url of [
      "/uploads/2026/01/missing.webp",
      "/uploads/",
      "/uploads",
      "/assets/index-old999.js",
      "/assets/missing.css?v=2",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).not.toContain("text/html");
      expect(res.json().error.code, url).toBe("NOT_FOUND");
    }
  });

  it("still answers client routes with index.html", async () => {
    for (const url of ["/", "/blog/some-post", "/profile/emma", "/uploads-guide", "/assets-page"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.body, url).toContain("<body>app</body>");
    }
  });

  it("keeps a language chosen with ?lang= on any page in the lang cookie, and nothing else", async () => {
    const chosen = await get("/blog/some-post?lang=vi");
    expect(chosen.statusCode).toBe(200);
    expect(chosen.headers["set-cookie"]).toMatch(/^lang=vi; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect((await get("/?lang=en")).headers["set-cookie"]).toMatch(/^lang=en;/);
    for (const url of ["/?lang=fr", "/?lang=VI", "/?lang=", "/?lang=vi&lang=en", "/about"]) {
      expect((await get(url)).headers["set-cookie"], url).toBeUndefined();
    }
  });

  it("answers 404 for unknown API routes, in the reader's language", async () => {
    const res = await get("/api/v1/nothing-here");
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      code: "NOT_FOUND",
      message: "Route GET /api/v1/nothing-here not found",
    });
    const vietnamese = await app.inject({
      method: "GET",
      url: "/api/v1/nothing-here",
      headers: { "accept-language": "vi-VN,vi;q=0.9" },
    });
    expect(vietnamese.json().error.code).toBe("NOT_FOUND");
    expect(vietnamese.json().error.message).not.toContain("not found");
  });
});
