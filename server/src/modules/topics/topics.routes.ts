// GET /api/v1/topics, /topics/{slug} and /topics/{slug}/posts; a topic and its count exist for a viewer only
// through posts the viewer may see.
import type { Topic } from "@inkwell/contract";
import { paginationQuery } from "@inkwell/contract";
import { and, asc, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { postTopics, posts, topics } from "../../db/schema";
import type { TopicRow } from "../../db/schema";
import { viewerOf } from "../../platform/auth";
import { notFound } from "../../platform/errors";
import { ok, paged } from "../../platform/http";
import { servePublic } from "../../platform/serve-public";
import { topicVisibleTo, visibleTo } from "../posts/posts.policy";
import { PostsService } from "../posts/posts.service";

const slugParam = z.object({ slug: z.string().trim().min(1).max(100) });
const topicListQuery = z.object({
  sort: z.enum(["popular", "name"]).default("popular"),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

function presentTopic(row: TopicRow, postsCount: number): Topic {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.image,
    icon: row.icon,
    postsCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function topicsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const postsService = new PostsService(app.ctx);
  const db = app.ctx.db;
  /** Posts per topic that the viewer may see. */
  const countsFor = async (viewerId: number | null, topicId?: number) => {
    const rows = await db
      .select({ topicId: postTopics.topicId, n: count() })
      .from(postTopics)
      .innerJoin(posts, eq(posts.id, postTopics.postId))
      .where(and(visibleTo(viewerId), topicId === undefined ? undefined : eq(postTopics.topicId, topicId)))
      .groupBy(postTopics.topicId);
    return new Map(rows.map((r) => [r.topicId, r.n]));
  };

  app.get("/", { schema: { querystring: topicListQuery } }, async (request, reply) =>
    servePublic(request, reply, async () => {
      const viewerId = (await viewerOf(request))?.userId ?? null;
      const [rows, counts] = await Promise.all([
        db.select().from(topics).orderBy(asc(topics.name)),
        countsFor(viewerId),
      ]);
      // Only topics with posts the viewer may read exist for them (posts.policy's topicVisibleTo).
      const list = rows
        .filter((row) => counts.has(row.id))
        .map((row) => presentTopic(row, counts.get(row.id) ?? 0));
      if (request.query.sort === "popular") list.sort((a, b) => b.postsCount - a.postsCount);
      return { body: ok(list.slice(0, request.query.limit)) };
    }),
  );

  /** The topic, if the viewer may see it. */
  const visibleTopic = async (viewerId: number | null, slug: string) => {
    const [row] = await db
      .select()
      .from(topics)
      .where(and(eq(topics.slug, slug), topicVisibleTo(viewerId)))
      .limit(1);
    if (!row) throw notFound("Topic", "TOPIC_NOT_FOUND");
    return row;
  };

  app.get("/:slug", { schema: { params: slugParam } }, async (request) => {
    const viewerId = (await viewerOf(request))?.userId ?? null;
    const row = await visibleTopic(viewerId, request.params.slug);
    const counts = await countsFor(viewerId, row.id);
    return ok(presentTopic(row, counts.get(row.id) ?? 0));
  });

  app.get(
    "/:slug/posts",
    { schema: { params: slugParam, querystring: paginationQuery } },
    async (request) => {
      const viewerId = (await viewerOf(request))?.userId ?? null;
      await visibleTopic(viewerId, request.params.slug);
      const { items, total } = await postsService.list(viewerId, {
        ...request.query,
        topic: request.params.slug,
        sort: "latest",
      });
      return paged(items, total, request.query);
    },
  );
}
