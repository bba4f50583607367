// The Content-Security-Policy: what the page may connect to and load, so an injected script could not send
// data anywhere else.
import { describe, expect, it } from "vitest";
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
      expect(csp.get("script-src")).toEqual(["'self'"]);
    } finally {
      await t.close();
    }
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
