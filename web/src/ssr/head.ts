// The <head> of a server-rendered page, built from the same data the page shows: title, description,
// canonical address, the page in the other language (hreflang), Open Graph and Twitter cards, structured data
// (schema.org JSON-LD) and robots rules, in the page's language.
import {
  ellipsize,
  escapeHtml,
  LANGUAGES,
  siteDescription,
  siteHeadTags,
  type Language,
  type Post,
  type Profile,
  type SiteSettings,
  type Tag,
  type Topic,
} from "@inkwell/contract";
import type { IntlShape } from "react-intl";

/** Open Graph's names of our languages. */
const OG_LOCALES: Record<Language, string> = { en: "en_US", vi: "vi_VN" };

export interface PageHead {
  /** Empty: the site's title alone. */
  title: string;
  /** Empty: the site's description. */
  description?: string;
  /** Path of the page's one address (canonical), from the site root. */
  path: string;
  type?: "website" | "article" | "profile";
  /** Absolute or root-relative image for link previews, 1200×630 where there is one. */
  image?: string | null;
  imageSize?: { width: number; height: number };
  /** schema.org objects, each written as its own JSON-LD script. */
  structuredData?: object[];
  /** Feeds of this page (RSS), offered to feed readers. */
  feeds?: { title: string; path: string }[];
  /** Keep the page out of search results (search pages, pages that do not exist). */
  noindex?: boolean;
  extra?: { property: string; content: string }[];
}

/** JSON inside <script>: no `<` can end the element early. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export function absolute(base: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl)
    ? pathOrUrl
    : `${base}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** The page's address in a language: the site's default at the plain address, another with `?lang=`. */
function addressIn(url: string, language: Language, site: SiteSettings): string {
  if (language === site.defaultLanguage) return url;
  const address = new URL(url);
  address.searchParams.set("lang", language);
  return address.href;
}

/**
 * The tags, as HTML, for `head` on a site whose public address is `base`, in the language of `intl`: with the
 * site's name, icon, accent colour and web app manifest.
 */
export function renderHead(head: PageHead, base: string, intl: IntlShape, site: SiteSettings): string {
  const language = intl.locale as Language;
  const page = absolute(base, head.path);
  const url = addressIn(page, language, site);
  // Home's titles (its feeds' too) name the site already.
  const home = head.path === "/" || head.path.startsWith("/?");
  const title = !head.title ? site.title : home ? head.title : `${head.title} · ${site.title}`;
  const description = ellipsize(head.description || siteDescription(site, language), 300);
  const meta = (attr: "name" | "property", key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    siteHeadTags(site),
    meta("property", "og:site_name", site.title),
    meta("property", "og:type", head.type ?? "website"),
    meta("property", "og:title", head.title || site.title),
    meta("property", "og:description", description),
    meta("property", "og:url", url),
    meta("property", "og:locale", OG_LOCALES[language]),
    ...LANGUAGES.filter((other) => other !== language).map((other) =>
      meta("property", "og:locale:alternate", OG_LOCALES[other]),
    ),
    ...LANGUAGES.map(
      (other) =>
        `<link rel="alternate" hreflang="${other}" href="${escapeHtml(addressIn(page, other, site))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(page)}">`,
    meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"),
  ];
  if (head.image) {
    tags.push(meta("property", "og:image", absolute(base, head.image)));
    if (head.imageSize) {
      tags.push(meta("property", "og:image:width", String(head.imageSize.width)));
      tags.push(meta("property", "og:image:height", String(head.imageSize.height)));
    }
  }
  for (const { property, content } of head.extra ?? []) tags.push(meta("property", property, content));
  for (const feed of head.feeds ?? []) {
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(absolute(base, feed.path))}">`,
    );
  }
  if (head.noindex) tags.push(meta("name", "robots", "noindex"));
  for (const data of head.structuredData ?? []) {
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.join("");
}

const personOf = (base: string, author: { name: string; username: string; avatar: string | null }) => ({
  "@type": "Person",
  name: author.name,
  url: absolute(base, `/profile/${author.username}`),
  ...(author.avatar ? { image: absolute(base, author.avatar) } : {}),
});

/** Where link previews of a post find its picture: the cover cut to 1200×630 (server/src/modules/feeds). */
export const shareImagePath = (post: Pick<Post, "id">) => `/og/posts/${post.id}.jpg`;
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

/** schema.org's publisher of the site's posts: its title, and its logo when it has one. */
const publisherOf = (base: string, site: SiteSettings) => ({
  "@type": "Organization",
  name: site.title,
  url: absolute(base, "/"),
  ...(site.logoUrl ? { logo: { "@type": "ImageObject", url: absolute(base, site.logoUrl) } } : {}),
});

export function postHead(post: Post, base: string, site: SiteSettings): PageHead {
  const path = `/blog/${post.slug}`;
  const cover = post.coverImage ?? post.thumbnail;
  // A stored cover is cut to the preview size by the server; a cover elsewhere is linked as it is.
  const stored = cover?.startsWith("/uploads/") ?? false;
  const image = stored ? shareImagePath(post) : cover;
  return {
    title: post.metaTitle || post.title,
    description: post.metaDescription || post.excerpt,
    path,
    type: "article",
    image,
    ...(stored ? { imageSize: SHARE_IMAGE_SIZE } : {}),
    extra: [
      ...(post.publishedAt ? [{ property: "article:published_time", content: post.publishedAt }] : []),
      { property: "article:modified_time", content: post.updatedAt },
      ...post.topics.map((topic) => ({ property: "article:section", content: topic.name })),
      ...post.tags.map((tag) => ({ property: "article:tag", content: tag.name })),
    ],
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: ellipsize(post.title, 110),
        description: post.metaDescription || post.excerpt,
        url: absolute(base, path),
        mainEntityOfPage: absolute(base, path),
        datePublished: post.publishedAt ?? post.createdAt,
        dateModified: post.updatedAt,
        author: personOf(base, post.author),
        publisher: publisherOf(base, site),
        ...(image ? { image: absolute(base, image) } : {}),
        ...(post.topics[0] ? { articleSection: post.topics[0].name } : {}),
        ...(post.tags.length ? { keywords: post.tags.map((t) => t.name).join(", ") } : {}),
      },
    ],
  };
}

export function profileHead(profile: Profile, base: string, intl: IntlShape, site: SiteSettings): PageHead {
  const path = `/profile/${profile.username}`;
  const { name } = profile;
  const named = { name, site: site.title };
  return {
    title: `${profile.name} (@${profile.username})`,
    description: profile.introduction || intl.formatMessage({ id: "common.head.storiesBy" }, named),
    path,
    type: "profile",
    image: profile.avatar,
    feeds: [{ title: intl.formatMessage({ id: "common.head.feed" }, named), path: `${path}/rss.xml` }],
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "ProfilePage",
        url: absolute(base, path),
        dateCreated: profile.createdAt,
        mainEntity: {
          ...personOf(base, profile),
          alternateName: `@${profile.username}`,
          ...(profile.introduction ? { description: profile.introduction } : {}),
          ...(profile.website ? { sameAs: [profile.website] } : {}),
        },
      },
    ],
  };
}

export function topicHead(topic: Topic, base: string, intl: IntlShape, site: SiteSettings): PageHead {
  const path = `/topics/${topic.slug}`;
  const { name } = topic;
  const named = { name, site: site.title };
  return {
    title: intl.formatMessage({ id: "common.head.topicTitle" }, { name }),
    description: topic.description || intl.formatMessage({ id: "common.head.storiesAbout" }, named),
    path,
    image: topic.image,
    feeds: [{ title: intl.formatMessage({ id: "common.head.feed" }, named), path: `${path}/rss.xml` }],
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: site.title, item: absolute(base, "/") },
          {
            "@type": "ListItem",
            position: 2,
            name: intl.formatMessage({ id: "common.nav.topics" }),
            item: absolute(base, "/topics"),
          },
          { "@type": "ListItem", position: 3, name: topic.name, item: absolute(base, path) },
        ],
      },
    ],
  };
}

export function tagHead(tag: Tag, base: string, intl: IntlShape, site: SiteSettings): PageHead {
  const path = `/tags/${tag.slug}`;
  const name = `#${tag.name}`;
  const named = { name, site: site.title };
  return {
    title: intl.formatMessage({ id: "common.head.topicTitle" }, { name }),
    description: intl.formatMessage(
      { id: "common.head.storiesTagged" },
      { name: tag.name, site: site.title },
    ),
    path,
    feeds: [{ title: intl.formatMessage({ id: "common.head.feed" }, named), path: `${path}/rss.xml` }],
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: site.title, item: absolute(base, "/") },
          { "@type": "ListItem", position: 2, name: `#${tag.name}`, item: absolute(base, path) },
        ],
      },
    ],
  };
}
