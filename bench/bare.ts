// A bare Fastify route answering a fixed JSON body of a given size: the ceiling our endpoints are compared
// with. GET /static/{bytes} answers a body of exactly that many bytes, built once and kept; GET
// /bodies/{name} answers what was PUT there (a page's HTML, for bench/web.ts).
import Fastify from "fastify";

const port = Number(process.argv[2] ?? 4300);
const bodies = new Map<number, string>();

function bodyOf(bytes: number) {
  let body = bodies.get(bytes);
  if (body === undefined) {
    const wrapper = '{"data":""}';
    body = `{"data":"${"x".repeat(Math.max(0, bytes - wrapper.length))}"}`;
    bodies.set(bytes, body);
  }
  return body;
}

const app = Fastify({ logger: false });
app.get<{ Params: { bytes: string } }>("/static/:bytes", async (request, reply) =>
  reply.type("application/json").send(bodyOf(Number(request.params.bytes) || 0)),
);
// Any body the benchmark hands over (a page's HTML), sent back as it is, with the same type.
const stored = new Map<string, string>();
app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
app.put<{ Params: { name: string }; Body: string }>("/bodies/:name", async (request) => {
  stored.set(request.params.name, request.body);
  return { ok: true };
});
app.get<{ Params: { name: string } }>("/bodies/:name", async (request, reply) =>
  reply.type("text/html; charset=utf-8").send(stored.get(request.params.name) ?? ""),
);
app.get("/healthz", async () => ({ ok: true }));
await app.listen({ port, host: "127.0.0.1" });
