// Who gets a socket on the built-in endpoint, decided from the raw upgrade request (an upgrade never
// becomes a Fastify request): the app key and protocol version asked for, the client's address, and how
// many sockets that address already holds.
import type { IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";

const ENDPOINT_PATH = /^\/app\/([^/]+)$/;

export type UpgradeTarget =
  | { kind: "endpoint"; appKey: string; protocol: string | undefined }
  | { kind: "elsewhere" }
  /** No URL parser accepts it, or the key is not valid percent-encoding. */
  | { kind: "malformed" };

/** Total over whatever arrives in the request line: absolute-form, bad ports, broken percent-encoding. */
export function upgradeTargetOf(requestTarget: string | undefined): UpgradeTarget {
  let url: URL;
  try {
    url = new URL(requestTarget ?? "/", "http://endpoint");
  } catch {
    return { kind: "malformed" };
  }
  const encodedKey = ENDPOINT_PATH.exec(url.pathname)?.[1];
  if (encodedKey === undefined) return { kind: "elsewhere" };
  let appKey: string;
  try {
    appKey = decodeURIComponent(encodedKey);
  } catch {
    return { kind: "malformed" };
  }
  return { kind: "endpoint", appKey, protocol: url.searchParams.get("protocol") ?? undefined };
}

/**
 * The address Fastify gives as request.ip. With TRUST_PROXY Fastify trusts every hop (trustProxy: true),
 * so proxy-addr walks X-Forwarded-For to its client end; otherwise it is the TCP peer.
 */
export function clientAddressOf(request: IncomingMessage, trustProxy: boolean): string {
  const address = trustProxy ? proxyAddr(request, () => true) : request.socket.remoteAddress;
  return address ?? "unknown";
}

/** Open sockets per address in this process, so that one address cannot take every socket the server has. */
export class AddressQuota {
  private readonly openByAddress = new Map<string, number>();

  constructor(private readonly maxPerAddress: number) {}

  /** Counts one more socket for `address`, or answers false when the address is at its cap. */
  take(address: string): boolean {
    const open = this.openByAddress.get(address) ?? 0;
    if (open >= this.maxPerAddress) return false;
    this.openByAddress.set(address, open + 1);
    return true;
  }

  release(address: string) {
    const open = (this.openByAddress.get(address) ?? 0) - 1;
    if (open > 0) this.openByAddress.set(address, open);
    else this.openByAddress.delete(address);
  }
}
