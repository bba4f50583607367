// Importing Markdown: front matter, covers, the moderation blocklist, and zips with their images.
import { strToU8, zipSync } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { verifiedUser, withRole } from "../../../test/factories";
import { byTitle, importFile, myPosts } from "../../../test/imports";
import { t, useApp } from "../../../test/suite";

useApp();

describe("importing Markdown", () => {
  it("reads front matter from one file", async () => {
    const { token } = await verifiedUser(t);
    const md = [
      "---",
      "title: 'Notes from <b>Hà Nội</b>'",
      "slug: notes-from-hanoi",
      "date: 2022-03-04T05:06:07Z",
      "topics: [Travel]",
      "tags: food, street",
      "excerpt: Bowls of phở at dawn.",
      "cover: https://images.example.com/hanoi.jpg",
      "lang: vi-VN",
      "---",
      "",
      "# Not the title",
      "",
      "Morning **traffic** and <span onmouseover=x>coffee</span>.",
    ].join("\n");
    const job = await importFile(t, token, "hanoi.md", md);
    expect(job).toMatchObject({
      status: "done",
      source: "markdown",
      counts: { posts: 1, topics: 1, tags: 2 },
    });
    const [post] = await myPosts(token);
    expect(post).toMatchObject({
      title: "Notes from Hà Nội",
      slug: "notes-from-hanoi",
      publishedAt: "2022-03-04T05:06:07.000Z",
      excerpt: "Bowls of phở at dawn.",
      coverImage: "https://images.example.com/hanoi.jpg",
      // The source said so, though its words are English.
      language: "vi",
      languageChosen: true,
    });
    expect(post!.content).toContain("<strong>traffic</strong>");
    expect(post!.content).not.toContain("onmouseover");
  });

  it("keeps only covers that follow the editor's rule: an http(s) address or one of the site's uploads", async () => {
    const { token } = await verifiedUser(t);
    const covers = {
      remote: "https://images.example.com/a.jpg",
      script: "javascript:alert(1)",
      "protocol-relative": "//evil.example/a.jpg",
      "outside uploads": "/uploads/../../data/jwt-secret",
      "data address": "data:image/png;base64,AAAA",
    };
    for (const [slug, cover] of Object.entries(covers)) {
      const job = await importFile(
        t,
        token,
        `${slug}.md`,
        `---\ntitle: ${slug}\ncover: "${cover}"\n---\nBody.`,
      );
      expect(job.status, slug).toBe("done");
    }
    const mine = await myPosts(token);
    expect(Object.fromEntries(mine.map((p) => [p.title, p.coverImage]))).toEqual({
      remote: "https://images.example.com/a.jpg",
      script: null,
      "protocol-relative": null,
      "outside uploads": null,
      "data address": null,
    });
  });

  it("holds imported posts that match the moderation blocklist for review, as the editor's would be", async () => {
    const admin = await withRole(t, await verifiedUser(t), "admin");
    const put = await t.request({
      method: "PUT",
      url: "/api/v1/admin/blocklist",
      token: admin.token,
      payload: { entries: ["cheap-pills.example"] },
    });
    expect(put.statusCode).toBe(200);
    const { token } = await verifiedUser(t);
    const job = await importFile(
      t,
      token,
      "pills.md",
      "---\ntitle: Offer\n---\nBuy at https://www.cheap-pills.example today.",
    );
    expect(job).toMatchObject({ status: "done", counts: { posts: 1 } });
    const [post] = await myPosts(token);
    expect(post!.moderation).toBe("held");
    const reports = await t.request({ method: "GET", url: "/api/v1/moderation/reports", token: admin.token });
    expect(JSON.stringify(reports.json().data)).toContain("cheap-pills.example");
    const anonymous = await t.request({ method: "GET", url: `/api/v1/posts/${post!.slug}` });
    expect(anonymous.statusCode).toBe(404);
    await t.request({
      method: "PUT",
      url: "/api/v1/admin/blocklist",
      token: admin.token,
      payload: { entries: [] },
    });
  });

  it("uploads the images inside a zip and skips names that leave it", async () => {
    const { token } = await verifiedUser(t);
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#3a6" } })
      .png()
      .toBuffer();
    const zip = zipSync({
      "blog/first.md": strToU8(
        "---\ntitle: First\ncover: images/a.png\n---\n\n![A](images/a.png) and ![gone](missing.png)\n",
      ),
      "blog/images/a.png": new Uint8Array(png),
      "blog/second.md": strToU8("# Second\n\nWords.\n"),
      "blog/broken.md": strToU8("---\ntitle: [unclosed\n---\nx"),
      "__MACOSX/._first.md": strToU8("junk"),
    });
    const job = await importFile(t, token, "blog.zip", Buffer.from(zip));
    expect(job).toMatchObject({ status: "done", counts: { posts: 2, skipped: 1 } });
    expect(job.errors.join("\n")).toMatch(/broken\.md: the front matter is not valid YAML/);
    expect(job.errors.join("\n")).toMatch(/missing\.png is not in the zip/);
    const mine = await myPosts(token);
    const first = byTitle(mine, "First")!;
    expect(first.coverImage).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[\w-]+\.webp$/);
    expect(first.content).toContain(`src="${first.coverImage}"`);
    expect(first.content).not.toContain("missing.png");
    expect(byTitle(mine, "Second")).toBeDefined();
  });
});
