// The pusher-js client of the signed-in user, built at run time from GET /api/v1/config (spec §3
// "Realtime settings", docs/realtime.md). Null wsHost / wsPort / forceTLS follow the page's location;
// reconnects, retries and timeouts stay at pusher-js defaults (spec §9).
import type { RealtimeClientConfig } from "@inkwell/contract";
import type { Options } from "pusher-js";
import type { ApiClient } from "../api/client";
import { getAccessToken } from "../api/tokens";

export type { RealtimeClientConfig };

export interface PageLocation {
  protocol: string;
  hostname: string;
  port: string;
}

/** The port the page was served from, or the protocol's default when the URL has none. */
function pagePort(location: PageLocation, tls: boolean): number {
  const port = Number(location.port);
  if (Number.isInteger(port) && port > 0) return port;
  return tls ? 443 : 80;
}

/** `new Pusher(key, options)` options for `config`, resolving nulls against the page's location. */
export function buildPusherOptions(
  config: RealtimeClientConfig,
  location: PageLocation,
  getToken: () => string | null = getAccessToken,
): Options {
  const tls = config.forceTLS ?? location.protocol === "https:";
  const port = config.wsPort ?? pagePort(location, tls);
  return {
    cluster: config.cluster,
    wsHost: config.wsHost ?? location.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: tls,
    enableStats: false,
    enabledTransports: config.enabledTransports.length > 0 ? config.enabledTransports : ["ws", "wss"],
    channelAuthorization: {
      endpoint: config.authEndpoint,
      transport: "ajax",
      headersProvider: () => {
        const token = getToken();
        return token ? { Authorization: `Bearer ${token}` } : {};
      },
    },
  };
}

/** Reads the realtime settings from `/config`; null when the server sends none or cannot be reached. */
export async function fetchRealtimeConfig(client: ApiClient): Promise<RealtimeClientConfig | null> {
  const result = await client.request<{ realtime?: RealtimeClientConfig | null }>({ url: "/config" });
  if (result.error) {
    console.error("Realtime settings could not be loaded", result.error);
    return null;
  }
  return result.data?.realtime ?? null;
}

/** pusher-js is loaded only once someone signs in: anonymous readers never download it. */
export async function createRealtimeClient(
  config: RealtimeClientConfig,
  location: PageLocation = window.location,
) {
  const { default: Pusher } = await import("pusher-js");
  return new Pusher(config.key, buildPusherOptions(config, location));
}
