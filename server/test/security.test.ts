// The Content-Security-Policy: what the page may connect to and load, so an injected script could not send
// data anywhere else; and the security headers on every answer, those refused before any route is chosen too.
import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../src/platform/security";
import { createTestApp } from "./app";

function directives(header: string | undefined) {
  return new Map(
    (header ?? "").split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe("content security policy", () => {
  it("lets the page connect only to its own origin and load images only over https or from itself", async () => {
    const t = await createTestApp();
    try {
      const csp = directives(
        (await t.request({ method: "GET", url: "/healthz" })).headers["content-security-policy"] as string,
      );
      expect(csp.get("connect-src")).toEqual(["'self'"]);
      expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:", "https:"]);
      // Besides its own origin, only the web app's inline theme script, by its hash, once the app is built.
      expect(csp.get("script-src")?.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
    } finally {
      await t.close();
    }
  });

  it("sends files and pictures only the headers that mean something on them", async () => {
    const t = await createTestApp();
    try {
      const asset = await t.request({ method: "GET", url: "/assets/index-abc.js" });
      expect(asset.headers["x-content-type-options"]).toBe("nosniff");
      expect(asset.headers["cross-origin-resource-policy"]).toBe("same-site");
      expect(asset.headers["content-security-policy"]).toBeUndefined();
      const picture = await t.request({ method: "GET", url: "/uploads/2026/01/missing.webp" });
      expect(picture.headers["x-content-type-options"]).toBe("nosniff");
      expect(picture.headers["content-security-policy"]).toBe(
        "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
      );
      const api = await t.request({ method: "GET", url: "/api/v1/posts" });
      expect(api.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(api.headers["x-frame-options"]).toBe("SAMEORIGIN");
    } finally {
      await t.close();
    }
  });

  it("allows the web app's inline scripts by their hashes and no other inline script", () => {
    const dist = mkdtempSync(path.join(tmpdir(), "inkwell-csp-"));
    const theme = 'document.documentElement.dataset.theme = "dark";';
    writeFileSync(
      path.join(dist, "index.html"),
      `<html><head><script>${theme}</script><script type="module" src="/assets/app.js"></script></head></html>`,
    );
    const digest = createHash("sha256").update(theme).digest("base64");
    expect(inlineScriptHashes(dist)).toEqual([`'sha256-${digest}'`]);
    expect(inlineScriptHashes(path.join(dist, "missing"))).toEqual([]);
  });

  it("adds hosted Pusher's socket host when it is configured", async () => {
    const t = await createTestApp({
      PUSHER_APP_ID: "1",
      PUSHER_KEY: "key",
      PUSHER_SECRET: "secret",
      PUSHER_CLUSTER: "eu",
    });
    try {
      const csp = directives(
        (await t.request({ method: "GET", url: "/healthz" })).headers["content-security-policy"] as string,
      );
      expect(csp.get("connect-src")).toEqual(["'self'", "wss://ws-eu.pusher.com"]);
    } finally {
      await t.close();
    }
  });
});

/** The headers helmet sets, and the request id every answer names. */
const SECURITY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

const securityOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name]]));

describe("security headers", () => {
  it("are on the answers refused before any route runs, as on every other", async () => {
    const t = await createTestApp({ BODY_LIMIT_BYTES: "2048" });
    try {
      const api = await t.request({ method: "GET", url: "/api/v1/posts" });
      const page = await t.request({ method: "GET", url: "/nowhere" });
      expect(api.headers["x-content-type-options"]).toBe("nosniff");
      expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
      const login = (payload: string, contentType: string) =>
        t.request({
          method: "POST",
          url: "/api/v1/auth/login",
          payload,
          headers: { "content-type": contentType },
        });
      const refused = [
        [await t.request({ method: "GET", url: "/api/v1/posts/%E0%A4%A" }), 400, api],
        [await t.request({ method: "GET", url: `/api/v1/posts/${"b".repeat(400)}` }), 414, api],
        [await t.request({ method: "GET", url: "/%" }), 400, page],
        [await login("{", "application/json"), 400, api],
        [await login(JSON.stringify({ email: "a".repeat(4000) }), "application/json"), 413, api],
        [await login("<login/>", "application/xml"), 415, api],
      ] as const;
      for (const [res, status, normal] of refused) {
        expect(res.statusCode).toBe(status);
        expect(securityOf(res.headers)).toEqual(securityOf(normal.headers));
        expect(res.headers["x-request-id"]).toEqual(expect.any(String));
      }
    } finally {
      await t.close();
    }
  });
});
