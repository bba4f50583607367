import type { RealtimeClientConfig } from "@inkwell/contract";
import { describe, expect, it } from "vitest";
import { buildPusherOptions } from "./createRealtimeClient";

const builtIn: RealtimeClientConfig = {
  key: "inkwell",
  cluster: "ap1",
  wsHost: null,
  wsPort: null,
  forceTLS: null,
  authEndpoint: "/api/v1/realtime/auth",
  enabledTransports: ["ws", "wss"],
};

const page = (protocol: string, port = "") => ({ protocol, hostname: "blog.example", port });

describe("buildPusherOptions", () => {
  it("follows the page's host, port and protocol when the config leaves them null", () => {
    const options = buildPusherOptions(builtIn, page("http:", "4176"), () => "t1");
    expect(options).toMatchObject({
      cluster: "ap1",
      wsHost: "blog.example",
      wsPort: 4176,
      wssPort: 4176,
      forceTLS: false,
      enableStats: false,
      enabledTransports: ["ws", "wss"],
    });
    expect(buildPusherOptions(builtIn, page("https:")).forceTLS).toBe(true);
    expect(buildPusherOptions(builtIn, page("https:")).wssPort).toBe(443);
  });

  it("forces TLS and uses the configured host when the server says so", () => {
    const options = buildPusherOptions(
      { ...builtIn, wsHost: "ws-ap1.pusher.com", wsPort: 443, forceTLS: true },
      page("http:", "5173"),
    );
    expect(options).toMatchObject({ wsHost: "ws-ap1.pusher.com", wsPort: 443, forceTLS: true });
  });

  it("authorises channels at the auth endpoint with the current bearer token", () => {
    let token: string | null = "first";
    const options = buildPusherOptions(builtIn, page("http:"), () => token);
    const auth = options.channelAuthorization as {
      endpoint: string;
      transport: string;
      headersProvider: () => Record<string, string>;
    };
    expect(auth.endpoint).toBe("/api/v1/realtime/auth");
    expect(auth.transport).toBe("ajax");
    expect(auth.headersProvider()).toEqual({ Authorization: "Bearer first" });
    token = "second";
    expect(auth.headersProvider()).toEqual({ Authorization: "Bearer second" });
    expect(options).not.toHaveProperty("disableStats", false);
    expect(options.enabledTransports).not.toContain("xhr_streaming");
  });
});
