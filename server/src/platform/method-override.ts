// `POST ...?_method=PUT|PATCH|DELETE` is routed as that method, before Fastify picks a route.
import type { IncomingMessage } from "node:http";

const OVERRIDABLE = new Set(["PUT", "PATCH", "DELETE"]);

/** Used as Fastify's rewriteUrl: may change req.method, returns the URL unchanged. */
export function applyMethodOverride(req: IncomingMessage): string {
  const url = req.url ?? "/";
  if (req.method !== "POST") return url;
  const q = url.indexOf("?");
  if (q === -1) return url;
  const wanted = new URLSearchParams(url.slice(q + 1)).get("_method")?.toUpperCase();
  if (wanted && OVERRIDABLE.has(wanted)) req.method = wanted;
  return url;
}
