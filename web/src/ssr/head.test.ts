import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import type { Language } from "../i18n";
import english from "../i18n/en";
import vietnamese from "../i18n/vi";
import { renderHead, tagHead } from "./head";

const intlIn = (language: Language) =>
  createIntl({ locale: language, messages: language === "vi" ? vietnamese : english });

const BASE = "https://blog.example";

describe("a page's head in its language", () => {
  it("names the page's locale, its address in each language and the default one", () => {
    const vi = renderHead({ title: "Chủ đề", path: "/topics" }, BASE, intlIn("vi"));
    expect(vi).toContain('<meta property="og:locale" content="vi_VN">');
    expect(vi).toContain('<meta property="og:locale:alternate" content="en_US">');
    expect(vi).toContain('<link rel="canonical" href="https://blog.example/topics?lang=vi">');
    expect(vi).toContain('<link rel="alternate" hreflang="vi" href="https://blog.example/topics?lang=vi">');
    expect(vi).toContain('<link rel="alternate" hreflang="en" href="https://blog.example/topics">');
    expect(vi).toContain('<link rel="alternate" hreflang="x-default" href="https://blog.example/topics">');
    expect(vi).toContain("ngôi nhà của người viết và người đọc");

    const en = renderHead({ title: "Topics", path: "/topics" }, BASE, intlIn("en"));
    expect(en).toContain('<meta property="og:locale" content="en_US">');
    expect(en).toContain('<link rel="canonical" href="https://blog.example/topics">');
    expect(en).toContain("a home for writers and readers");
  });

  it("names the site once in Home's titles, its feeds' too, and keeps their query in each address", () => {
    const latest = renderHead({ title: "Mới nhất · Inkwell", path: "/?feed=latest" }, BASE, intlIn("vi"));
    expect(latest).toContain("<title>Mới nhất · Inkwell</title>");
    expect(latest).toContain('hreflang="vi" href="https://blog.example/?feed=latest&amp;lang=vi"');
    const topics = renderHead({ title: "Topics", path: "/topics" }, BASE, intlIn("en"));
    expect(topics).toContain("<title>Topics · Inkwell</title>");
  });

  it("words what it builds from a tag in the page's language", () => {
    const tag = { id: 1, name: "phở", slug: "pho", postsCount: 3 };
    expect(tagHead(tag, BASE, intlIn("vi"))).toMatchObject({
      title: "#phở — bài viết",
      description: "Bài viết gắn thẻ phở trên Inkwell.",
      feeds: [{ title: "#phở trên Inkwell", path: "/tags/pho/rss.xml" }],
    });
    expect(tagHead(tag, BASE, intlIn("en")).title).toBe("#phở — stories");
  });
});
