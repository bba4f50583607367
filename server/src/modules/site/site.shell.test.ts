// The app's shell (the page the browser renders itself: /settings, /write, the console…) follows the site's
// settings from the first byte: its title, description, icon, accent colour and web app manifest.
import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import type { SiteSettings } from "@inkwell/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../platform/config";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { changeSite } from "../../../test/site";

let t: TestApp;
let web: { dist: string; rendererDir: string };

beforeAll(async () => {
  // The web app's own index.html, so the shell is cut from the tags the build really has.
  const dist = mkdtempSync(path.join(tmpdir(), "inkwell-shell-"));
  copyFileSync(path.join(REPO_ROOT, "web", "index.html"), path.join(dist, "index.html"));
  web = { dist, rendererDir: path.join(dist, "no-renderer") };
  t = await createTestApp({}, { web });
});
afterAll(() => t.close());

const shell = async (url: string, language = "en") => {
  const res = await t.request({ method: "GET", url, headers: { "accept-language": language } });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toContain("text/html");
  return res.body;
};
const head = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)![1]!;

describe("the app's shell", () => {
  it("carries a fresh site's name, built-in icon, manifest and colour", async () => {
    const html = await shell("/settings");
    expect(html).toContain("<title>Inkwell</title>");
    expect(html).toContain(
      '<meta name="description" content="Inkwell — a home for writers and readers. Read stories, follow authors and publish your own.">',
    );
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<meta name="theme-color" content="#4f46e5">');
    expect(html).not.toContain('id="site-accent"');
    expect(html).toContain('<div id="root"></div>');
  });

  it("follows a change of the settings at once, on every page the browser renders", async () => {
    const lantern: Partial<SiteSettings> = {
      title: "The Lantern",
      description: "Notes by lamplight.",
      iconUrl: "/uploads/2026/01/lamp.png",
      accentColor: "#0f766e",
    };
    await changeSite(t, lantern);
    for (const url of ["/settings", "/write", "/admin/site"]) {
      const tags = head(await shell(url));
      expect(tags, url).toContain("<title>The Lantern</title>");
      expect(tags, url).toContain('<meta name="description" content="Notes by lamplight.">');
      expect(tags, url).toContain('<link rel="icon" href="/uploads/2026/01/lamp.png">');
      expect(tags, url).toMatch(/<style id="site-accent">html:root\{--color-accent:#0f766e;[^<]*<\/style>/);
      expect(tags, url).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      expect(tags, url).toContain('<meta name="theme-color" content="#0f766e">');
      // The build's own tags are replaced, not kept beside the site's.
      expect(tags.match(/<title>/g), url).toHaveLength(1);
      expect(tags.match(/name="description"/g), url).toHaveLength(1);
      expect(tags.match(/rel="icon"/g), url).toHaveLength(1);
      expect(tags, url).not.toContain("Inkwell");
    }

    // Sent compressed, and the compressed copy is of the new shell too.
    const br = await t.request({
      method: "GET",
      url: "/settings",
      headers: { "accept-encoding": "br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain("<title>The Lantern</title>");

    await changeSite(t, { title: "The Lamp" });
    expect(await shell("/settings")).toContain("<title>The Lamp</title>");
  });

  it("describes the site in the visitor's language when its owner gave no description", async () => {
    await changeSite(t, { title: "Quán Trà", description: "" });
    const html = await shell("/settings", "vi");
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain("<title>Quán Trà</title>");
    expect(html).toContain(
      '<meta name="description" content="Quán Trà — ngôi nhà của người viết và người đọc.',
    );
  });

  it("escapes what the settings put in its HTML", async () => {
    await changeSite(t, {
      title: `Tea & <script>alert("1")</script>`,
      description: `"Quoted" & <b>bold</b>`,
    });
    const tags = head(await shell("/settings"));
    expect(tags).toContain("<title>Tea &amp; &lt;script&gt;alert(&quot;1&quot;)&lt;/script&gt;</title>");
    expect(tags).toContain(
      '<meta name="description" content="&quot;Quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;">',
    );
    expect(tags).not.toContain("<script>alert");
    expect(tags).not.toContain("<b>");
  });

  it("follows a change made through another process on the same database within seconds", async () => {
    const other = await createTestApp({}, { shared: t.app.ctx.database, web });
    try {
      const title = async () =>
        /<title>(.*?)<\/title>/.exec((await other.request({ method: "GET", url: "/settings" })).body)?.[1];
      await changeSite(t, { title: "Seen everywhere" });
      // Announced over Redis where there is one; otherwise the periodic reread (every 5 s) carries it.
      await expect.poll(title, { timeout: 8000, interval: 200 }).toBe("Seen everywhere");
    } finally {
      await other.close();
    }
  });
});
