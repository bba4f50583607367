import { DEFAULT_SITE_SETTINGS, type Post, type SiteSettings } from "@inkwell/contract";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import type { Language } from "../i18n";
import english from "../i18n/en";
import vietnamese from "../i18n/vi";
import { postHead, renderHead, tagHead } from "./head";

const intlIn = (language: Language) =>
  createIntl({ locale: language, messages: language === "vi" ? vietnamese : english });

const BASE = "https://blog.example";
const SITE = DEFAULT_SITE_SETTINGS;
const TEA: SiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  title: "Tea & <Notes>",
  description: "Slow writing about tea.",
  logoUrl: "/uploads/logo.png",
  iconUrl: "/uploads/icon.png",
  accentColor: "#0f766e",
};

describe("a page's head in its language", () => {
  it("names the page's locale, its address in each language and the default one", () => {
    const vi = renderHead({ title: "Chủ đề", path: "/topics" }, BASE, intlIn("vi"), SITE);
    expect(vi).toContain('<meta property="og:locale" content="vi_VN">');
    expect(vi).toContain('<meta property="og:locale:alternate" content="en_US">');
    expect(vi).toContain('<link rel="canonical" href="https://blog.example/topics?lang=vi">');
    expect(vi).toContain('<link rel="alternate" hreflang="vi" href="https://blog.example/topics?lang=vi">');
    expect(vi).toContain('<link rel="alternate" hreflang="en" href="https://blog.example/topics">');
    expect(vi).toContain('<link rel="alternate" hreflang="x-default" href="https://blog.example/topics">');
    expect(vi).toContain("ngôi nhà của người viết và người đọc");

    const en = renderHead({ title: "Topics", path: "/topics" }, BASE, intlIn("en"), SITE);
    expect(en).toContain('<meta property="og:locale" content="en_US">');
    expect(en).toContain('<link rel="canonical" href="https://blog.example/topics">');
    expect(en).toContain("a home for writers and readers");
  });

  it("names the site once in Home's titles, its feeds' too, and keeps their query in each address", () => {
    const latest = renderHead(
      { title: "Mới nhất · Inkwell", path: "/?feed=latest" },
      BASE,
      intlIn("vi"),
      SITE,
    );
    expect(latest).toContain("<title>Mới nhất · Inkwell</title>");
    expect(latest).toContain('hreflang="vi" href="https://blog.example/?feed=latest&amp;lang=vi"');
    const topics = renderHead({ title: "Topics", path: "/topics" }, BASE, intlIn("en"), SITE);
    expect(topics).toContain("<title>Topics · Inkwell</title>");
  });

  it("words what it builds from a tag in the page's language", () => {
    const tag = { id: 1, name: "phở", slug: "pho", postsCount: 3 };
    expect(tagHead(tag, BASE, intlIn("vi"), SITE)).toMatchObject({
      title: "#phở — bài viết",
      description: "Bài viết gắn thẻ phở trên Inkwell.",
      feeds: [{ title: "#phở trên Inkwell", path: "/tags/pho/rss.xml" }],
    });
    expect(tagHead(tag, BASE, intlIn("en"), SITE).title).toBe("#phở — stories");
  });

  it("names the site by its settings' title, with its description, icon and accent colour", () => {
    const head = renderHead({ title: "Topics", path: "/topics" }, BASE, intlIn("vi"), TEA);
    expect(head).toContain("<title>Topics · Tea &amp; &lt;Notes&gt;</title>");
    expect(head).toContain('<meta property="og:site_name" content="Tea &amp; &lt;Notes&gt;">');
    expect(head).toContain('<meta name="description" content="Slow writing about tea.">');
    expect(head).toContain('<link rel="icon" href="/uploads/icon.png">');
    expect(head).toMatch(/<style id="site-accent">html:root\{--color-accent:#0f766e;[^<]*<\/style>/);
    expect(head).toContain('html:root[data-theme="dark"]{--color-accent:#');
    expect(head).toContain('<meta name="theme-color" content="#0f766e">');
    expect(head).not.toContain("Inkwell");

    const untitled = renderHead({ title: "", path: "/blog/gone" }, BASE, intlIn("en"), TEA);
    expect(untitled).toContain("<title>Tea &amp; &lt;Notes&gt;</title>");
  });

  it("keeps today's icon and colours for a site that has not changed them", () => {
    const head = renderHead({ title: "Topics", path: "/topics" }, BASE, intlIn("en"), SITE);
    expect(head).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    expect(head).not.toContain("<style");
    expect(head).toContain("<title>Topics · Inkwell</title>");
  });

  it("links the site's web app manifest on every page", () => {
    for (const [site, language] of [
      [SITE, "en"],
      [TEA, "vi"],
    ] as const) {
      const head = renderHead({ title: "", path: "/" }, BASE, intlIn(language), site);
      expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      expect(head).toContain(`<meta name="theme-color" content="${site.accentColor}">`);
    }
  });

  it("gives the plain address to the site's default language", () => {
    const head = renderHead({ title: "Chủ đề", path: "/topics" }, BASE, intlIn("vi"), {
      ...SITE,
      defaultLanguage: "vi",
    });
    expect(head).toContain('<link rel="canonical" href="https://blog.example/topics">');
    expect(head).toContain('<link rel="alternate" hreflang="en" href="https://blog.example/topics?lang=en">');
  });

  it("names the site as a post's publisher, with its logo", () => {
    const post = {
      id: 7,
      slug: "green-tea",
      title: "Green tea",
      excerpt: "Leaves",
      metaTitle: null,
      metaDescription: null,
      coverImage: null,
      thumbnail: null,
      publishedAt: "2026-01-01T00:00:00.000Z",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
      author: { name: "Mai", username: "mai", avatar: null },
      topics: [],
      tags: [],
    } as unknown as Post;
    expect(postHead(post, BASE, TEA).structuredData?.[0]).toMatchObject({
      publisher: {
        "@type": "Organization",
        name: "Tea & <Notes>",
        logo: { "@type": "ImageObject", url: "https://blog.example/uploads/logo.png" },
      },
    });
    expect(postHead(post, BASE, SITE).structuredData?.[0]).toMatchObject({
      publisher: { name: "Inkwell", url: "https://blog.example/" },
    });
  });
});
