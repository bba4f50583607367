// Compression of what the server sends: brotli or gzip, as the client accepts. Dynamic answers over 1 KB are
// compressed as they go out (@fastify/compress); answers kept in a cache (API reads, rendered pages) carry
// their compressed forms with them, made once on first need, so a cache hit costs no compression; the web
// app's files are compressed at build time and served as they are (spa.ts).
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export type Encoding = "br" | "gzip";

/** Smaller bodies are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const negotiator = new Negotiator<Encoding | "identity">({ supportedValues: ["br", "gzip", "identity"] });

/** The encoding to answer `request` with, if any. */
export function encodingFor(request: FastifyRequest): Encoding | undefined {
  const header = request.headers["accept-encoding"];
  if (typeof header !== "string" || header === "") return undefined;
  const chosen = negotiator.negotiate(header);
  return chosen === "br" || chosen === "gzip" ? chosen : undefined;
}

/**
 * A body sent many times, kept as the bytes that go out (encoded once, and held outside the JS heap); its
 * compressed forms are made on first need and kept.
 */
export class CompressibleBody {
  readonly bytes: Buffer;
  private readonly encoded: Partial<Record<Encoding, Buffer>> = {};

  constructor(text: string) {
    this.bytes = Buffer.from(text);
  }

  get text() {
    return this.bytes.toString();
  }

  /** Bytes held, compressed forms included (for cache budgets). */
  get size() {
    return this.bytes.length + (this.encoded.br?.length ?? 0) + (this.encoded.gzip?.length ?? 0);
  }

  as(encoding: Encoding): Buffer {
    let bytes = this.encoded[encoding];
    if (!bytes) {
      bytes =
        encoding === "br"
          ? brotliCompressSync(this.bytes, {
              params: {
                // Made once and sent many times: worth a better ratio than on-the-fly answers get.
                [constants.BROTLI_PARAM_QUALITY]: 9,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.bytes.length,
              },
            })
          : gzipSync(this.bytes, { level: 9 });
      this.encoded[encoding] = bytes;
    }
    return bytes;
  }
}

/** Sends a kept body, compressed when the client accepts it and it is worth it. */
export function sendCompressible(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CompressibleBody,
  contentType: string,
) {
  const vary = reply.getHeader("vary");
  void reply.type(contentType).header("vary", vary ? `${String(vary)}, accept-encoding` : "accept-encoding");
  const encoding = body.bytes.length >= COMPRESSION_THRESHOLD_BYTES ? encodingFor(request) : undefined;
  if (!encoding) return reply.send(body.bytes);
  return reply.header("content-encoding", encoding).send(body.as(encoding));
}

export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
  });
}
