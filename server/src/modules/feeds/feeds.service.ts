// RSS feeds, the sitemap and the head tags search engines and link previews read; public posts only.
import { and, desc, eq } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { posts, users } from "../../db/schema";
import type { AppContext } from "../../platform/context";
import { publicOnly } from "../posts/posts.policy";
import type { TopicsService } from "../topics/topics.service";
import { byAuthor, inTopic } from "../posts/posts.repository";
import { escapeXml } from "./xml";

const FEED_SIZE = 30;

interface FeedInfo {
  title: string;
  description: string;
  link: string;
  selfPath: string;
}

export class FeedsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly topics: TopicsService,
  ) {}

  private get base() {
    return this.ctx.config.PUBLIC_URL;
  }

  async siteFeed() {
    return this.rss(
      { title: "Inkwell", description: "The latest stories on Inkwell", link: "/", selfPath: "/rss.xml" },
      undefined,
    );
  }

  async topicFeed(slug: string) {
    const topic = await this.topics.findPublic(slug);
    if (!topic) return null;
    return this.rss(
      {
        title: `${topic.name} on Inkwell`,
        description: topic.description || `Stories about ${topic.name}`,
        link: `/topics/${topic.slug}`,
        selfPath: `/topics/${topic.slug}/rss.xml`,
      },
      inTopic(slug),
    );
  }

  async authorFeed(username: string) {
    const [user] = await this.ctx.db
      .select()
      .from(users)
      .where(eq(users.username, username.toLowerCase()))
      .limit(1);
    if (!user) return null;
    return this.rss(
      {
        title: `${user.name} on Inkwell`,
        description: user.introduction || `Stories by ${user.name}`,
        link: `/profile/${user.username}`,
        selfPath: `/profile/${user.username}/rss.xml`,
      },
      byAuthor(user.username),
    );
  }

  async sitemap() {
    const [postRows, topicRows, authorRows] = await Promise.all([
      this.ctx.db
        .select({ slug: posts.slug, updatedAt: posts.updatedAt })
        .from(posts)
        .where(publicOnly)
        .orderBy(desc(posts.publishedAt))
        .limit(45_000),
      this.topics.listPublic(),
      this.ctx.db
        .selectDistinct({ username: users.username })
        .from(users)
        .innerJoin(posts, eq(posts.authorId, users.id))
        .where(publicOnly),
    ]);
    const url = (path: string, lastmod?: Date) =>
      `<url><loc>${escapeXml(this.base + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>`;
    return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${[
  url("/"),
  url("/topics"),
  ...topicRows.map((t) => url(`/topics/${t.slug}`)),
  ...postRows.map((p) => url(`/blog/${p.slug}`, p.updatedAt)),
  ...authorRows.map((a) => url(`/profile/${a.username}`)),
].join("\n")}
</urlset>`;
  }

  private async rss(info: FeedInfo, filter: SQL | undefined) {
    const rows = await this.ctx.db
      .select({ post: posts, author: { name: users.name } })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(and(publicOnly, filter))
      .orderBy(desc(posts.publishedAt))
      .limit(FEED_SIZE);
    const items = rows.map(({ post, author }) => {
      const link = `${this.base}/blog/${post.slug}`;
      return `<item>
<title>${escapeXml(post.title)}</title>
<link>${escapeXml(link)}</link>
<guid isPermaLink="false">inkwell-post-${post.id}</guid>
<dc:creator>${escapeXml(author.name)}</dc:creator>
<pubDate>${(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>
<description>${escapeXml(post.excerpt)}</description>
<content:encoded><![CDATA[${post.content.replace(/]]>/g, "]]]]><![CDATA[>")}]]></content:encoded>
</item>`;
    });
    return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel>
<title>${escapeXml(info.title)}</title>
<link>${escapeXml(this.base + info.link)}</link>
<description>${escapeXml(info.description)}</description>
<language>en</language>
<atom:link href="${escapeXml(this.base + info.selfPath)}" rel="self" type="application/rss+xml"/>
<lastBuildDate>${new Date().toUTCString()}</lastBuildDate>
${items.join("\n")}
</channel>
</rss>`;
  }

  /** `<title>` plus meta tags for a page path, or null when the path is not a known public page. */
  async headFor(pathname: string): Promise<string | null> {
    const match = /^\/(blog|topics|profile)\/([^/?#]+)\/?$/.exec(pathname);
    if (!match) return null;
    const [, kind, raw] = match;
    const key = decodeURIComponent(raw ?? "");
    if (kind === "blog") {
      const [row] = await this.ctx.db
        .select({ post: posts, author: { name: users.name } })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.authorId))
        .where(and(publicOnly, eq(posts.slug, key)))
        .limit(1);
      if (!row) return null;
      const { post } = row;
      return this.head({
        title: post.metaTitle || post.title,
        description: post.metaDescription || post.excerpt,
        path: `/blog/${post.slug}`,
        image: post.coverImage,
        type: "article",
        extra: `<meta property="article:published_time" content="${post.publishedAt?.toISOString() ?? ""}"><meta name="author" content="${escapeXml(row.author.name)}">`,
      });
    }
    if (kind === "topics") {
      const topic = await this.topics.findPublic(key);
      if (!topic) return null;
      return this.head({
        title: `${topic.name} — stories on Inkwell`,
        description: topic.description || `Stories about ${topic.name}`,
        path: `/topics/${topic.slug}`,
        image: topic.image,
        type: "website",
        extra: `<link rel="alternate" type="application/rss+xml" title="${escapeXml(topic.name)}" href="${escapeXml(`${this.base}/topics/${topic.slug}/rss.xml`)}">`,
      });
    }
    const [user] = await this.ctx.db
      .select()
      .from(users)
      .where(eq(users.username, key.toLowerCase()))
      .limit(1);
    if (!user) return null;
    return this.head({
      title: `${user.name} (@${user.username}) — Inkwell`,
      description: user.introduction || `Stories by ${user.name}`,
      path: `/profile/${user.username}`,
      image: user.avatar,
      type: "profile",
      extra: `<link rel="alternate" type="application/rss+xml" title="${escapeXml(user.name)}" href="${escapeXml(`${this.base}/profile/${user.username}/rss.xml`)}">`,
    });
  }

  private head(page: {
    title: string;
    description: string;
    path: string;
    image: string | null;
    type: string;
    extra: string;
  }) {
    const abs = (u: string) => (u.startsWith("http") ? u : this.base + u);
    const title = escapeXml(page.title);
    const description = escapeXml(page.description.slice(0, 300));
    const url = escapeXml(this.base + page.path);
    const image = page.image ? escapeXml(abs(page.image)) : "";
    return [
      `<title>${title}</title>`,
      `<meta name="description" content="${description}">`,
      `<link rel="canonical" href="${url}">`,
      `<meta property="og:site_name" content="Inkwell">`,
      `<meta property="og:type" content="${page.type}">`,
      `<meta property="og:title" content="${title}">`,
      `<meta property="og:description" content="${description}">`,
      `<meta property="og:url" content="${url}">`,
      image ? `<meta property="og:image" content="${image}">` : "",
      `<meta name="twitter:card" content="${image ? "summary_large_image" : "summary"}">`,
      `<meta name="twitter:title" content="${title}">`,
      `<meta name="twitter:description" content="${description}">`,
      image ? `<meta name="twitter:image" content="${image}">` : "",
      page.extra,
    ]
      .filter(Boolean)
      .join("\n    ");
  }
}
