// RSS feeds, the sitemap and the head tags search engines and link previews read; public posts only.
// Feeds and the sitemap are built once per change of the public content (the public cache's generation),
// not per request, and carry an ETag so readers that have them get a 304. Feeds name the site by its title in
// the settings; a change of the settings clears the public cache on every process, which moves its generation
// on, so no feed keeps the old name.
import { createHash } from "node:crypto";
import type { Language } from "@inkwell/contract";
import { LRUCache } from "lru-cache";
import { CompressibleBody } from "../../platform/compression";
import type { AppContext } from "../../platform/context";
import type { PagesService } from "../pages";
import type { PostsService } from "../posts";
import type { SeriesService } from "../series";
import type { TagsService } from "../tags";
import type { TopicsService } from "../topics";
import type { UploadsService } from "../uploads";
import type { UsersService } from "../users";
import { escapeXml } from "./feeds.xml";

type FeedFilter = Parameters<PostsService["publicFeed"]>[0];

const FEED_SIZE = 30;
/**
 * Full text a feed carries at most, in characters: posts go in whole until the next would pass it, the rest
 * with their excerpt (as a feed set to "summary" does). Thirty posts at the content limit would make a 15 MB
 * feed, which no reader wants and which costs the server a quarter of a second to build, hash and encode.
 */
const FEED_FULL_TEXT_MAX = 1_000_000;
/** Within the sitemap protocol's 50,000 URLs, with room for topics, tags and authors. */
const SITEMAP_POSTS_MAX = 45_000;

/** A document built once: its text (with its compressed forms) and the entity tag naming this version. */
export interface BuiltDocument {
  body: CompressibleBody;
  etag: string;
}

/** Rebuilt at least this often, in case a change made elsewhere was not heard of. */
const DOCUMENT_MAX_AGE_MS = 5 * 60_000;

interface FeedInfo {
  title: string;
  description: string;
  link: string;
  selfPath: string;
  /** The site's feed is in the site's language; a topic's, tag's or author's in its posts' main one. */
  language?: Language;
}

/** The language most of the posts are written in; the site's default on a tie. */
function mainLanguage(posts: { language: Language | null }[], siteLanguage: Language): Language {
  const vietnamese = posts.filter((p) => p.language === "vi").length;
  const english = posts.length - vietnamese;
  if (vietnamese === english) return siteLanguage;
  return vietnamese > english ? "vi" : "en";
}

export class FeedsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly content: {
      posts: PostsService;
      topics: TopicsService;
      tags: TagsService;
      users: UsersService;
      uploads: UploadsService;
      pages: PagesService;
      series: SeriesService;
    },
  ) {}

  private readonly built = new LRUCache<string, BuiltDocument & { generation: number }>({
    max: 2000,
    ttl: DOCUMENT_MAX_AGE_MS,
  });

  private get base() {
    return this.ctx.config.PUBLIC_URL;
  }

  /** The document for `key` as last built, unless public content changed since; null is never kept. */
  async document(key: string, build: () => Promise<string | null>): Promise<BuiltDocument | null> {
    const generation = this.ctx.publicCache.generation;
    const cached = this.built.get(key);
    if (cached && cached.generation === generation) return cached;
    const body = await build();
    if (body === null) return null;
    const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
    const document = { body: new CompressibleBody(body), etag };
    this.built.set(key, { ...document, generation });
    return document;
  }

  private get site() {
    return this.ctx.site.current();
  }

  async siteFeed() {
    const { title, description, defaultLanguage } = this.site;
    return this.rss(
      {
        title,
        description: description || `The latest stories on ${title}`,
        link: "/",
        selfPath: "/rss.xml",
        language: defaultLanguage,
      },
      {},
    );
  }

  async topicFeed(slug: string) {
    const topic = await this.content.topics.findPublic(slug);
    if (!topic) return null;
    return this.rss(
      {
        title: `${topic.name} on ${this.site.title}`,
        description: topic.description || `Stories about ${topic.name}`,
        link: `/topics/${topic.slug}`,
        selfPath: `/topics/${topic.slug}/rss.xml`,
      },
      { topic: slug },
    );
  }

  async tagFeed(slug: string) {
    const tag = await this.content.tags.findPublic(slug);
    if (!tag) return null;
    return this.rss(
      {
        title: `#${tag.name} on ${this.site.title}`,
        description: `Stories tagged ${tag.name}`,
        link: `/tags/${tag.slug}`,
        selfPath: `/tags/${tag.slug}/rss.xml`,
      },
      { tag: slug },
    );
  }

  async authorFeed(username: string) {
    const user = await this.content.users.byUsername(username);
    if (!user) return null;
    return this.rss(
      {
        title: `${user.name} on ${this.site.title}`,
        description: user.introduction || `Stories by ${user.name}`,
        link: `/profile/${user.username}`,
        selfPath: `/profile/${user.username}/rss.xml`,
      },
      { author: user.username },
    );
  }

  async sitemap() {
    const { posts, topics, tags, pages, series } = this.content;
    const [postRows, topicRows, tagRows, authors, pageRows, seriesRows] = await Promise.all([
      posts.publicSlugs(SITEMAP_POSTS_MAX),
      topics.listPublic(),
      tags.listPublic(),
      posts.publicAuthors(),
      pages.publishedAddresses(),
      series.publicAddresses(),
    ]);
    const url = (path: string, lastmod?: Date) =>
      `<url><loc>${escapeXml(this.base + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>`;
    return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${[
  url("/"),
  url("/topics"),
  ...pageRows.map((p) => url(`/${p.slug}`, p.updatedAt)),
  ...topicRows.map((t) => url(`/topics/${t.slug}`)),
  ...tagRows.map((t) => url(`/tags/${t.slug}`)),
  ...seriesRows.map((s) => url(`/series/${s.slug}`, s.updatedAt)),
  ...postRows.map((p) => url(`/blog/${p.slug}`, p.updatedAt)),
  ...authors.map((username) => url(`/profile/${username}`)),
].join("\n")}
</urlset>`;
  }

  private async rss(info: FeedInfo, filter: FeedFilter) {
    const { defaultLanguage } = this.site;
    const rows = await this.content.posts.publicFeed(filter, FEED_SIZE);
    let fullText = 0;
    const items = rows.map(({ post, author }) => {
      const link = `${this.base}/blog/${post.slug}`;
      fullText += post.content.length;
      const content =
        fullText <= FEED_FULL_TEXT_MAX
          ? `\n<content:encoded><![CDATA[${post.content.replaceAll("]]>", "]]]]><![CDATA[>")}]]></content:encoded>`
          : "";
      return `<item>
<title>${escapeXml(post.title)}</title>
<link>${escapeXml(link)}</link>
<guid isPermaLink="false">inkwell-post-${post.id}</guid>
<dc:creator>${escapeXml(author.name)}</dc:creator>
<pubDate>${(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>
<description>${escapeXml(post.excerpt)}</description>${content}
</item>`;
    });
    return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel>
<title>${escapeXml(info.title)}</title>
<link>${escapeXml(this.base + info.link)}</link>
<description>${escapeXml(info.description)}</description>
<language>${
      info.language ??
      mainLanguage(
        rows.map(({ post }) => post),
        defaultLanguage,
      )
    }</language>
<atom:link href="${escapeXml(this.base + info.selfPath)}" rel="self" type="application/rss+xml"/>
<lastBuildDate>${new Date().toUTCString()}</lastBuildDate>
${items.join("\n")}
</channel>
</rss>`;
  }

  /** `<title>` plus meta tags for a page path, or null when the path is not a known public page. */

  /** The link-preview picture of a live public post: its cover cut to 1200×630; undefined without one. */
  async shareImage(postId: number): Promise<Buffer | undefined> {
    const post = await this.content.posts.publicById(postId);
    const cover = post?.coverImage;
    return cover ? this.content.uploads.shareImage(cover) : undefined;
  }
}
