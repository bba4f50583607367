// Sanity checks for the demo content: counts, languages, references, meta lengths and comment depth.
import { describe, expect, it } from "vitest";
import { DEMO_USERS } from "../users";
import { DEMO_COMMENTS, DEMO_FOLLOWS, DEMO_LIKES } from "./comments";
import { coverSvg, topicImageSvg } from "./images";
import { DEMO_POSTS } from "./posts";
import { DEMO_TOPICS } from "./topics";
import type { DemoComment } from "./types";

const usernames = new Set(DEMO_USERS.map((u) => u.username));
const topicNames = new Set(DEMO_TOPICS.map((t) => t.name));
const postsByKey = new Map(DEMO_POSTS.map((p) => [p.key, p]));
const VI_MARKS = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;

function words(html: string): number {
  return html
    .replace(/<[^<>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
}

function depth(c: DemoComment): number {
  return 1 + Math.max(0, ...(c.replies ?? []).map(depth));
}

describe("demo topics", () => {
  it("has at least 10 unique topics with one-sentence descriptions", () => {
    expect(DEMO_TOPICS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(DEMO_TOPICS.map((t) => t.slug)).size).toBe(DEMO_TOPICS.length);
    expect(new Set(DEMO_TOPICS.map((t) => t.name.toLowerCase())).size).toBe(DEMO_TOPICS.length);
    for (const t of DEMO_TOPICS) {
      expect(t.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.description).toMatch(/^[^.]+\.$/);
      expect(t.palette.every((c) => /^#[0-9a-f]{6}$/i.test(c))).toBe(true);
      expect([...new Intl.Segmenter().segment(t.icon)]).toHaveLength(1);
    }
  });
});

describe("demo posts", () => {
  it("has enough posts in both languages", () => {
    expect(DEMO_POSTS.length).toBeGreaterThanOrEqual(44);
    const vi = DEMO_POSTS.filter((p) => p.lang === "vi");
    expect(vi.length).toBeGreaterThanOrEqual(18);
    for (const p of vi) expect(p.title + p.content, p.key).toMatch(VI_MARKS);
  });

  it("has unique keys, known authors and topics, and sensible tags", () => {
    expect(postsByKey.size).toBe(DEMO_POSTS.length);
    for (const p of DEMO_POSTS) {
      expect(usernames.has(p.author), p.key).toBe(true);
      expect(p.topics.length).toBeGreaterThanOrEqual(1);
      expect(p.topics.length).toBeLessThanOrEqual(3);
      for (const t of p.topics) expect(topicNames.has(t), `${p.key}: ${t}`).toBe(true);
      expect(p.tags.length).toBeGreaterThanOrEqual(2);
      expect(p.tags.length).toBeLessThanOrEqual(5);
      for (const t of p.tags) expect(t).toMatch(/^[a-z0-9]+$/);
      expect(p.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it("has the requested mix of statuses, visibilities and featured posts", () => {
    const count = (f: (p: (typeof DEMO_POSTS)[number]) => boolean) => DEMO_POSTS.filter(f).length;
    expect(count((p) => p.status === "draft")).toBe(3);
    expect(count((p) => p.status === "scheduled")).toBe(1);
    expect(count((p) => p.visibility === "followers")).toBe(2);
    expect(count((p) => p.visibility === "private")).toBe(1);
    expect(count((p) => p.featured)).toBe(3);
    for (const p of DEMO_POSTS) {
      if (p.featured) expect(p.status === "published" && p.visibility === "public").toBe(true);
      if (p.status === "scheduled") expect(p.daysAgo).toBeLessThan(0);
      else expect(p.daysAgo).toBeGreaterThan(0);
      expect(p.daysAgo).toBeLessThanOrEqual(120);
    }
  });

  it("keeps meta fields within search-engine limits", () => {
    expect(DEMO_POSTS.filter((p) => p.metaTitle).length).toBeGreaterThanOrEqual(3);
    for (const p of DEMO_POSTS) {
      if (p.metaTitle !== undefined) expect(p.metaTitle.length, p.key).toBeLessThanOrEqual(60);
      if (p.metaDescription !== undefined) expect(p.metaDescription.length, p.key).toBeLessThanOrEqual(160);
    }
  });

  it("uses the content model's HTML (code blocks as pre > code) of a reasonable length", () => {
    const allowed = new Set([
      "h1",
      "h2",
      "h3",
      "p",
      "strong",
      "em",
      "u",
      "s",
      "a",
      "blockquote",
      "ol",
      "li",
      "pre",
      "code",
      "img",
      "br",
    ]);
    for (const p of DEMO_POSTS) {
      const tags = [...p.content.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
      for (const t of tags) expect(allowed.has(t ?? ""), `${p.key}: <${t}>`).toBe(true);
      expect(p.content).not.toMatch(/<ul/);
      expect(p.content).not.toMatch(/<li>/);
      expect(words(p.content), p.key).toBeGreaterThanOrEqual(300);
      expect(words(p.content), p.key).toBeLessThanOrEqual(900);
      expect(p.excerpt.length).toBeGreaterThan(20);
    }
  });
});

describe("demo comments, follows and likes", () => {
  it("comments on published public posts, by known users, at most two reply levels deep", () => {
    const postKeys = new Set(DEMO_COMMENTS.map((c) => c.postKey));
    expect(postKeys.size).toBeGreaterThanOrEqual(18);
    for (const thread of DEMO_COMMENTS) {
      const post = postsByKey.get(thread.postKey);
      expect(post, thread.postKey).toBeDefined();
      expect(post?.status).toBe("published");
      expect(post?.visibility).toBe("public");
      expect(thread.author).not.toBe(post?.author);
      expect(depth(thread)).toBeLessThanOrEqual(3);
      const visit = (c: DemoComment) => {
        expect(usernames.has(c.author), c.author).toBe(true);
        expect(c.content.trim().length).toBeGreaterThan(0);
        c.replies?.forEach(visit);
      };
      visit(thread);
    }
    for (const key of postKeys) {
      const n = DEMO_COMMENTS.filter((c) => c.postKey === key).length;
      expect(n).toBeLessThanOrEqual(4);
    }
  });

  it("has a plausible follow graph and engagement for every post", () => {
    expect(DEMO_FOLLOWS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(DEMO_FOLLOWS.map((f) => f.join(">"))).size).toBe(DEMO_FOLLOWS.length);
    for (const [a, b] of DEMO_FOLLOWS) {
      expect(usernames.has(a) && usernames.has(b) && a !== b).toBe(true);
    }
    for (const p of DEMO_POSTS) {
      const e = DEMO_LIKES[p.key];
      expect(e).toBeDefined();
      expect(e?.likes).not.toContain(p.author);
      if (p.status === "published" && p.visibility === "public") {
        expect(e?.views).toBeGreaterThanOrEqual(20);
        expect(e?.views).toBeLessThanOrEqual(2000);
      }
      if (p.featured) expect(e?.views).toBeGreaterThanOrEqual(1000);
    }
  });
});

describe("images", () => {
  it("draws deterministic SVG covers of the right size", () => {
    const palette = DEMO_TOPICS[0]!.palette;
    const a = coverSvg("seed", palette, "Label & <friends>");
    expect(a).toBe(coverSvg("seed", palette, "Label & <friends>"));
    expect(a).not.toBe(coverSvg("other-seed", palette));
    expect(a).toMatch(/^<svg [^>]*width="1600" height="900"/);
    expect(a).toContain("Label &amp; &lt;friends&gt;");
    expect(a).not.toMatch(/href=/);
    expect(topicImageSvg(DEMO_TOPICS[1]!)).toMatch(/^<svg [^>]*width="800" height="450"/);
  });
});
