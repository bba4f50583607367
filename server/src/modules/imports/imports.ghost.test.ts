// Importing a Ghost 5 export: posts, their topics, tags and visibility, and Lexical and Mobiledoc bodies.
import type { Post } from "@inkwell/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { verifiedUser } from "../../../test/factories";
import { byTitle, fixture, importFile, myPosts } from "../../../test/imports";
import { t, useApp } from "../../../test/suite";

useApp();

describe("importing a Ghost 5 export", () => {
  let token: string;
  let job: Awaited<ReturnType<typeof importFile>>;
  let mine: Post[];
  beforeAll(async () => {
    token = (await verifiedUser(t)).token;
    job = await importFile(t, token, "ghost-export.json", fixture("ghost-5-export.json"));
    mine = await myPosts(token);
  });

  it("imports every post and skips pages", () => {
    expect(job).toMatchObject({ status: "done", source: "ghost" });
    expect(job.counts).toEqual({ posts: 9, topics: 3, tags: 2, comments: 0, skipped: 2 });
    expect(mine).toHaveLength(9);
  });

  it("makes the primary tag the topic, drops internal tags and maps visibility", () => {
    const welcome = byTitle(mine, "Welcome to Ghost 5")!;
    expect(welcome.topics.map((x) => x.name)).toEqual(["Getting Started"]);
    expect(welcome.tags.map((x) => x.name)).toEqual(["News"]);
    expect(welcome).toMatchObject({
      excerpt: "The very first post.",
      coverImage: "https://images.example.com/cover.jpg",
      metaTitle: "Welcome — SEO title",
      metaDescription: "Start here: what this blog is about.",
    });
    expect(welcome.content).not.toMatch(/onclick|<figure|<h4/);
    expect(byTitle(mine, "Mobiledoc from Ghost 4")!.topics.map((x) => x.name)).toEqual(["Getting Started"]);
    expect(byTitle(mine, "Members only letter")).toMatchObject({
      visibility: "followers",
      status: "published",
    });
    expect(byTitle(mine, "Paid deep dive")).toMatchObject({ visibility: "private" });
    expect(byTitle(mine, "Sent as email only")).toMatchObject({ visibility: "private" });
    expect(byTitle(mine, "Half-written thoughts")).toMatchObject({ status: "draft" });
    expect(byTitle(mine, "Coming in 2099")).toMatchObject({ status: "scheduled" });
    expect(byTitle(mine, "Bài viết tiếng Việt")!.topics.map((x) => x.name)).toEqual(["Ẩm thực"]);
  });

  it("renders Lexical and Mobiledoc bodies", () => {
    const lexical = byTitle(mine, "Lexical only")!.content!;
    expect(lexical).toContain("<strong>bold</strong>");
    expect(lexical).toContain('<a href="https://ghost.org/"');
    expect(lexical).toContain("<h2>A heading</h2>");
    expect(lexical).toContain("<li>First point</li>");
    expect(lexical).toContain('<img src="https://images.unsplash.com/photo-1?w=2000" alt="A mountain"');
    expect(lexical).toContain("<pre>const x = 1 &lt; 2;</pre>");
    expect(lexical).toContain("<strong>markdown</strong>");
    expect(lexical).not.toMatch(/<script|__GHOST_URL__/);
    const mobiledoc = byTitle(mine, "Mobiledoc from Ghost 4")!.content!;
    expect(mobiledoc).toContain("<strong>strong words</strong>");
    expect(mobiledoc).toContain("<h3>Sub heading</h3>");
    expect(mobiledoc).toContain('<img src="https://images.example.com/cat.jpg"');
    expect(mobiledoc).toMatch(/<ol><li>Alpha<\/li><li>Beta<\/li><\/ol>/);
    expect(job.errors.join("\n")).toMatch(/2 images pointed to the old Ghost site/);
  });
});
