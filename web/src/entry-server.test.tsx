import { DEFAULT_SITE_SETTINGS, type Language, type SiteSettings } from "@inkwell/contract";
import { describe, expect, it, vi } from "vitest";
import { render } from "./entry-server";

// The routes hold their pages' prefetches in the server's build only.
vi.hoisted(() => vi.stubEnv("SSR", true));

const TEA: SiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  title: "Quán Trà",
  accentColor: "#f59e0b",
  iconUrl: "/uploads/icon.png",
  navigation: [{ label: "Menu", url: "/menu" }],
  footerNavigation: [{ label: "Shop", url: "https://shop.example" }],
  poweredBy: false,
};

/** The API as the renderer reaches it: the site's settings, and nothing else to show. */
function apiWith(site: SiteSettings): typeof fetch {
  return ((input: string) =>
    Promise.resolve(
      input.startsWith("/api/v1/site")
        ? Response.json({ data: site })
        : Response.json({ data: [], meta: { page: 1, limit: 10, total: 0, totalPages: 0 } }),
    )) as typeof fetch;
}

async function home(site: SiteSettings, language: Language) {
  const result = await render({ url: "/", base: "https://tea.example", fetch: apiWith(site), language });
  if (result.kind !== "page") throw new Error(`Home rendered as ${result.kind}`);
  return result;
}

describe("a server-rendered page of a site with settings of its own", () => {
  it("carries the site's title, colours and links in its head, its HTML and its state", async () => {
    for (const language of ["en", "vi"] as const) {
      const page = await home(TEA, language);
      expect(page.head).toMatch(/<title>Quán Trà — [^<]+<\/title>/);
      expect(page.head).toContain('<meta property="og:site_name" content="Quán Trà">');
      expect(page.head).toContain('<style id="site-accent">html:root{--color-accent:#');
      expect(page.head).toContain('<link rel="icon" href="/uploads/icon.png">');
      expect(page.html).toContain("Quán Trà");
      expect(page.html).toContain('href="/menu"');
      expect(page.html).toContain('href="https://shop.example" rel="noopener"');
      expect(page.html).not.toContain("Inkwell");
      // The browser starts from the same settings: nothing changes when it takes the page over.
      expect(page.state).toContain('"accentColor":"#f59e0b"');
    }
  });

  it("keeps a fresh site's look", async () => {
    const page = await home(DEFAULT_SITE_SETTINGS, "en");
    expect(page.head).toContain("<title>Inkwell — stories and ideas, written to be read</title>");
    expect(page.head).not.toContain("<style");
    expect(page.html).toContain("Powered by Inkwell");
  });
});
