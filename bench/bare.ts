// A bare Fastify route answering a fixed JSON body of a given size: the ceiling our endpoints are compared with.
import Fastify from "fastify";

const port = Number(process.argv[2] ?? 4300);
const body = process.argv[3] ?? "{}";
const app = Fastify({ logger: false });
app.get("/static", async (_request, reply) => reply.type("application/json").send(body));
app.get("/healthz", async () => ({ ok: true }));
await app.listen({ port, host: "127.0.0.1" });
