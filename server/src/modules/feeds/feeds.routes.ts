// Feed and sitemap routes at the site root (outside /api/v1), for feed readers and search engines; each is
// built once per change and answered 304 to a reader who already has this version.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sendCompressible } from "../../platform/compression";
import { notFound } from "../../platform/errors";
import type { BuiltDocument } from "./feeds.service";

const RSS = "application/rss+xml; charset=utf-8";
const XML = "application/xml; charset=utf-8";
/** Ids are 32-bit integers. */
const MAX_ID = 2 ** 31 - 1;

function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  document: BuiltDocument,
  type: string,
  maxAgeSeconds: number,
) {
  void reply.header("etag", document.etag).header("cache-control", `public, max-age=${maxAgeSeconds}`);
  if (request.headers["if-none-match"] === document.etag) return reply.status(304).send();
  return sendCompressible(request, reply, document.body, type);
}

export async function feedsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.feeds;
  const slug = z.object({ slug: z.string().min(1).max(200) });
  const username = z.object({ username: z.string().min(1).max(60) });
  const shareImageFile = z.object({ file: z.string().regex(/^\d{1,10}\.jpg$/, "expected {post id}.jpg") });

  app.get("/rss.xml", async (request, reply) => {
    const feed = await service.document("site", () => service.siteFeed());
    return sendDocument(request, reply, feed!, RSS, 300);
  });

  app.get("/topics/:slug/rss.xml", { schema: { params: slug } }, async (request, reply) => {
    const { slug: topic } = request.params;
    const feed = await service.document(`topic:${topic}`, () => service.topicFeed(topic));
    if (!feed) throw notFound("Topic", "TOPIC_NOT_FOUND");
    return sendDocument(request, reply, feed, RSS, 300);
  });

  app.get("/tags/:slug/rss.xml", { schema: { params: slug } }, async (request, reply) => {
    const { slug: tag } = request.params;
    const feed = await service.document(`tag:${tag}`, () => service.tagFeed(tag));
    if (!feed) throw notFound("Tag", "TAG_NOT_FOUND");
    return sendDocument(request, reply, feed, RSS, 300);
  });

  app.get("/profile/:username/rss.xml", { schema: { params: username } }, async (request, reply) => {
    const name = request.params.username.toLowerCase();
    const feed = await service.document(`author:${name}`, () => service.authorFeed(name));
    if (!feed) throw notFound("Author", "USER_NOT_FOUND");
    return sendDocument(request, reply, feed, RSS, 300);
  });

  app.get("/sitemap.xml", async (request, reply) => {
    const sitemap = await service.document("sitemap", () => service.sitemap());
    return sendDocument(request, reply, sitemap!, XML, 3600);
  });

  app.get("/og/posts/:file", { schema: { params: shareImageFile } }, async (request, reply) => {
    const id = Number(/^\d+/.exec(request.params.file)?.[0]);
    const image = Number.isSafeInteger(id) && id <= MAX_ID ? await service.shareImage(id) : undefined;
    if (!image) throw notFound("Post", "POST_NOT_FOUND");
    return reply.type("image/jpeg").header("cache-control", "public, max-age=86400").send(image);
  });

  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain")
      .send(`User-agent: *\nDisallow: /api/\nSitemap: ${app.ctx.config.PUBLIC_URL}/sitemap.xml\n`),
  );
}
