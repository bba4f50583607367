// What goes out compressed: API answers and feeds over 1 KB, in the encoding the client prefers, the same
// bytes whether computed or answered from the cache; small answers and clients that accept nothing go plain.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./app";
import type { TestApp } from "./app";
import { verifiedUser } from "./factories";
import { publishPost } from "./posts";

let t: TestApp;
let writer: Awaited<ReturnType<typeof verifiedUser>>;
beforeAll(async () => {
  t = await createTestApp();
  writer = await verifiedUser(t);
  for (let i = 0; i < 4; i++) {
    await publishPost(t, writer.token, {
      title: `Compressible story ${i}`,
      content: `<p>${"Words that repeat compress well. ".repeat(40)}</p>`,
    });
  }
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.request({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("compression", () => {
  it("sends API lists in brotli or gzip as accepted, cached or not", async () => {
    t.app.ctx.publicCache.clear();
    const plain = await get("/api/v1/posts?limit=10");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const first = await get("/api/v1/posts?limit=10", "gzip, deflate, br");
    const cached = await get("/api/v1/posts?limit=10", "br;q=1, gzip;q=0.5");
    for (const res of [first, cached]) {
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers.vary).toContain("accept-encoding");
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    }
    const gzip = await get("/api/v1/posts?limit=10", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it("compresses answers that are not cached too, and leaves small ones plain", async () => {
    const mine = await t.request({
      method: "GET",
      url: "/api/v1/posts/my-posts",
      token: writer.token,
      headers: { "accept-encoding": "gzip" },
    });
    expect(mine.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(mine.rawPayload).toString()).data).toHaveLength(4);
    const stranger = await verifiedUser(t);
    const empty = await t.request({
      method: "GET",
      url: "/api/v1/posts/my-posts",
      token: stranger.token,
      headers: { "accept-encoding": "br" },
    });
    expect(empty.headers["content-encoding"]).toBeUndefined();
    expect(empty.json().data).toEqual([]);
    const notFound = await get("/api/v1/posts/no-such-post", "br");
    expect(notFound.headers["content-encoding"]).toBeUndefined();
    expect(notFound.json().error.code).toBe("POST_NOT_FOUND");
  });

  it("sends feeds compressed, with their ETag", async () => {
    const feed = await get("/rss.xml", "br");
    expect(feed.headers["content-encoding"]).toBe("br");
    expect(feed.headers.etag).toBeTruthy();
    expect(brotliDecompressSync(feed.rawPayload).toString()).toContain("Compressible story 3");
    const again = await t.request({
      method: "GET",
      url: "/rss.xml",
      headers: { "accept-encoding": "br", "if-none-match": String(feed.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
