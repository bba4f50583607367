// Demo topics and posts with generated cover images, inserted with the same sanitising and search fields as the API.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fold, slugify } from "@inkwell/contract";
import type { Db } from "../db/client";
import { postTags, postTopics, posts, tags, topics } from "../db/schema";
import { BODY_FORMAT, prepareBody, writtenLanguage } from "../modules/content";
import { DEMO_POSTS, DEMO_TOPICS, coverSvg, demoPublishedAt, topicImageSvg } from "./content";

const DAY = 86_400_000;

async function writeAsset(dataDir: string, folder: string, name: string, svg: string) {
  const dir = path.join(dataDir, "uploads", "demo", folder);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${name}.svg`), svg);
  return `/uploads/demo/${folder}/${name}.svg`;
}

/** Inserts topics and posts; returns post ids by demo key. */
export async function seedPosts(db: Db, dataDir: string, userIds: Map<string, number>) {
  const topicIds = new Map<string, number>();
  const palettes = new Map<string, [string, string]>();
  for (const topic of DEMO_TOPICS) {
    const image = await writeAsset(dataDir, "topics", topic.slug, topicImageSvg(topic));
    const [row] = await db
      .insert(topics)
      .values({ name: topic.name, slug: topic.slug, description: topic.description, icon: topic.icon, image })
      .returning({ id: topics.id });
    if (row) topicIds.set(topic.name.toLowerCase(), row.id);
    palettes.set(topic.name.toLowerCase(), topic.palette);
  }

  const tagIds = new Map<string, number>();
  const postIds = new Map<string, number>();
  const now = Date.now();
  for (const demo of DEMO_POSTS) {
    const authorId = userIds.get(demo.author);
    if (authorId === undefined) continue;
    const palette = palettes.get(demo.topics[0]?.toLowerCase() ?? "") ?? ["#6366f1", "#a855f7"];
    let html = demo.content;
    for (const [, seed] of html.matchAll(/\{\{image:([\w-]+)\}\}/g)) {
      const url = await writeAsset(
        dataDir,
        "images",
        slugify(seed ?? "image"),
        coverSvg(seed ?? "image", palette),
      );
      html = html.replace(`{{image:${seed}}}`, url);
    }
    const body = prepareBody({ html });
    if (body === "too-deep") throw new Error(`demo post ${demo.key} nests too deep`);
    const coverImage = await writeAsset(
      dataDir,
      "covers",
      slugify(demo.coverSeed),
      coverSvg(demo.coverSeed, palette),
    );
    const publishedAt = demoPublishedAt(demo, new Date(now));
    const excerpt = demo.excerpt || body.excerpt;
    const [row] = await db
      .insert(posts)
      .values({
        authorId,
        title: demo.title,
        slug: slugify(demo.key) || slugify(demo.title),
        content: body.content,
        bodyFormat: BODY_FORMAT,
        excerpt,
        language: writtenLanguage(demo.title, excerpt, body.text),
        coverImage,
        metaTitle: demo.metaTitle ?? null,
        metaDescription: demo.metaDescription ?? null,
        status: demo.status,
        visibility: demo.visibility,
        publishedAt,
        featured: demo.featured,
        readTime: body.readTime,
        searchTitle: fold(demo.title),
        searchBody: `${fold(excerpt)}\n${body.searchText}`,
        createdAt: new Date(now - Math.max(demo.daysAgo, 0) * DAY - 3_600_000),
        updatedAt: new Date(now - Math.max(demo.daysAgo, 0) * DAY),
      })
      .returning({ id: posts.id });
    if (!row) continue;
    postIds.set(demo.key, row.id);
    const topicLinks = demo.topics
      .map((name) => topicIds.get(name.toLowerCase()))
      .filter((id): id is number => id !== undefined)
      .map((topicId) => ({ postId: row.id, topicId }));
    if (topicLinks.length) await db.insert(postTopics).values(topicLinks).onConflictDoNothing();
    for (const name of demo.tags) {
      const slug = slugify(name);
      if (!slug) continue;
      let tagId = tagIds.get(slug);
      if (tagId === undefined) {
        const [tag] = await db.insert(tags).values({ name, slug }).returning({ id: tags.id });
        tagId = tag?.id;
        if (tagId !== undefined) tagIds.set(slug, tagId);
      }
      if (tagId !== undefined)
        await db.insert(postTags).values({ postId: row.id, tagId }).onConflictDoNothing();
    }
  }
  return postIds;
}
