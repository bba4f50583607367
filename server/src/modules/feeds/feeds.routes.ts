// Feed and sitemap routes at the site root (outside /api/v1), for feed readers and search engines.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notFound } from "../../platform/errors";

const RSS = "application/rss+xml; charset=utf-8";

export async function feedsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.feeds;
  const slug = z.object({ slug: z.string().min(1).max(200) });
  const username = z.object({ username: z.string().min(1).max(60) });

  app.get("/rss.xml", async (_request, reply) =>
    reply
      .type(RSS)
      .header("cache-control", "public, max-age=300")
      .send(await service.siteFeed()),
  );

  app.get("/topics/:slug/rss.xml", { schema: { params: slug } }, async (request, reply) => {
    const xml = await service.topicFeed(request.params.slug);
    if (!xml) throw notFound("Topic", "TOPIC_NOT_FOUND");
    return reply.type(RSS).send(xml);
  });

  app.get("/profile/:username/rss.xml", { schema: { params: username } }, async (request, reply) => {
    const xml = await service.authorFeed(request.params.username);
    if (!xml) throw notFound("Author", "USER_NOT_FOUND");
    return reply.type(RSS).send(xml);
  });

  app.get("/sitemap.xml", async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(await service.sitemap()),
  );

  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain")
      .send(`User-agent: *\nDisallow: /api/\nSitemap: ${app.ctx.config.PUBLIC_URL}/sitemap.xml\n`),
  );
}
