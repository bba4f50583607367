// The draft preview page as the server renders it: the draft marked "Draft preview" in the page's language,
// without any action, private and unindexed; the not-found page for a link that opens nothing.
import { DEFAULT_SITE_SETTINGS, type PostPreview } from "@inkwell/contract";
import { describe, expect, it, vi } from "vitest";
import { render } from "./entry-server";
import { makePost } from "./pages/Home/readingPages.fixtures";

vi.hoisted(() => vi.stubEnv("SSR", true));

const TOKEN = "a".repeat(43);
const draft = makePost({
  id: 7,
  title: "Tide tables",
  slug: "tide-tables",
  status: "draft",
  publishedAt: null,
  author: { id: 3, name: "Mai Lan", firstName: "Mai", lastName: "Lan", username: "mailan", avatar: null },
  topics: [{ id: 1, name: "Sea", slug: "sea" }],
  content: "<p>Low water at dawn.</p>",
  can: { edit: false, delete: false, report: false, feature: false, publish: false },
});

function api(preview: PostPreview | null): typeof fetch {
  return ((input: string) => {
    if (input.startsWith("/api/v1/site"))
      return Promise.resolve(Response.json({ data: DEFAULT_SITE_SETTINGS }));
    if (input.startsWith("/api/v1/previews/")) {
      return Promise.resolve(
        preview
          ? Response.json({ data: preview })
          : Response.json(
              { error: { code: "PREVIEW_NOT_FOUND", message: "Preview not found" } },
              { status: 404 },
            ),
      );
    }
    return Promise.resolve(Response.json({ data: [] }));
  }) as typeof fetch;
}

const renderPreview = async (preview: PostPreview | null, language: "en" | "vi" = "en") => {
  const result = await render({
    url: `/preview/${TOKEN}`,
    base: "https://ink.example",
    fetch: api(preview),
    language,
  });
  if (result.kind !== "page") throw new Error(`rendered as ${result.kind}`);
  return result;
};

describe("a draft preview rendered on the server", () => {
  it("shows the draft marked as a preview, with no actions, kept out of caches and search", async () => {
    const page = await renderPreview({ post: draft, expiresAt: "2026-12-08T10:00:00.000Z" });
    expect(page.status).toBe(200);
    expect(page.private).toBe(true);
    expect(page.head).toContain('<meta name="robots" content="noindex">');
    expect(page.head).toContain("Draft preview: Tide tables");
    expect(page.html).toContain("Draft preview");
    expect(page.html).toContain("Tide tables");
    expect(page.html).toContain("Low water at dawn.");
    // The site's header keeps its search; the page itself holds no form, button or link to act on the post.
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(page.html)![1]!;
    for (const absent of ['id="comments"', "<form", "<textarea", "<button", "/write/", "/blog/"]) {
      expect(main).not.toContain(absent);
    }
  });

  it("says so in Vietnamese", async () => {
    const page = await renderPreview({ post: draft, expiresAt: "2026-12-08T10:00:00.000Z" }, "vi");
    expect(page.html).toContain("Bản xem trước");
  });

  it("is the not-found page, privately, for a link that opens nothing", async () => {
    const page = await renderPreview(null);
    expect(page.status).toBe(404);
    expect(page.private).toBe(true);
    expect(page.head).toContain('<meta name="robots" content="noindex">');
    expect(page.html).toContain("404");
    expect(page.html).not.toContain("Draft preview");
  });
});
