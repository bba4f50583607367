// The web app's pages as HTML. Public pages (home, a post, topics, a tag, a profile, search, the site's own
// pages such as about, contact, and addresses that do not exist) are rendered by React on the server from the web build's renderer
// (web/dist-ssr), with their data in the page and their real status (404, 301 to a post's current address);
// the browser then takes them over. Any other page gets the app's empty shell, rendered in the browser, with
// the site's name, description, icon and accent colour in its head (built once per version of the settings).
// Rendered pages are the same for everyone (who is signed in is only known in the browser), so they are
// kept in the read cache like API answers and sent compressed, with an ETag.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { escapeHtml, siteDescription, siteHeadTags } from "@inkwell/contract";
import type { Language, RenderRequest, RenderResult, SiteSettings } from "@inkwell/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CompressibleBody, sendCompressible } from "./compression";
import { keepLanguageChoice, pageLanguage } from "./language";
import { cacheTags } from "./public-cache";

/** The web build's renderer (web/src/entry-server.tsx). */
interface Renderer {
  render(request: RenderRequest<typeof fetch>): Promise<RenderResult>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const HTML = "text/html; charset=utf-8";
const STATE_ID = "inkwell-state";
/** Where a page lists its own script chunks for the app's loader. */
const CHUNKS_ID = "inkwell-chunks";
/** Query parameters a public page reads; others do not change the page (and do not make cache entries). */
const PAGE_PARAMS = ["page", "q", "feed", "language"];

/** index.html of the build cut where a page's parts go. */
export class Template {
  private readonly manifest: Record<string, ManifestChunk>;

  constructor(
    private readonly indexHtml: string,
    manifestJson: string | undefined,
  ) {
    this.manifest = manifestJson ? (JSON.parse(manifestJson) as Record<string, ManifestChunk>) : {};
  }

  /** The empty app in a language, named and coloured by the site's settings, for pages the browser renders. */
  shell(language: Language, site: SiteSettings): string {
    return this.withHead(
      language,
      `<title>${escapeHtml(site.title)}</title>` +
        `<meta name="description" content="${escapeHtml(siteDescription(site, language))}">` +
        siteHeadTags(site),
    );
  }

  page(result: Extract<RenderResult, { kind: "page" }>, language: Language): string {
    return this.withHead(language, result.head)
      .replace("</head>", () => `${this.linksFor(result.modules, result.parts)}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${result.html}</div><script type="application/json" id="${STATE_ID}">${result.state}</script>`,
      );
  }

  /** index.html in a language, with `head` in place of the build's own title, description and icon. */
  private withHead(language: Language, head: string): string {
    return this.indexHtml
      .replace(/<html lang="[^"]*">/, () => `<html lang="${language}">`)
      .replace(/<meta\s+name="description"[^>]*>/, "")
      .replace(/<link\s+rel="icon"[^>]*>/, "")
      .replace(/<title>[\s\S]*?<\/title>/, () => head);
  }

  /**
   * The page's styles (needed before it paints) as links, and its own script chunks as a list the app's
   * loader preloads once the page has loaded (web/build/loadAfterPaint.ts). The parts rendered in the page
   * bring only their styles: their scripts load when the reader gets near them.
   */
  private linksFor(modules: string[], parts: string[]): string {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visited = new Set<string>();
    const visit = (key: string, withScripts: boolean) => {
      const chunk = this.manifest[key];
      if (!chunk || visited.has(`${withScripts} ${key}`)) return;
      visited.add(`${withScripts} ${key}`);
      if (withScripts) scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported, withScripts);
    };
    for (const module of modules) visit(module, true);
    for (const part of parts) visit(part, false);
    // What index.html already names stays as it is.
    const named = (file: string) => this.indexHtml.includes(`/${file}"`);
    const chunks = [...scripts].filter((f) => !named(f)).map((f) => `/${f}`);
    return [
      ...[...styles].filter((f) => !named(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      `<script type="application/json" id="${CHUNKS_ID}">${JSON.stringify(chunks)}</script>`,
    ].join("");
  }
}

export interface PagesOptions {
  webDist: string;
  /** The renderer's folder (web/dist-ssr); without it every page is the shell. */
  rendererDir?: string;
}

/** The cache key of a page: its language, its path and the parameters it reads, in a fixed order. */
function pageKey(url: URL, language: Language): string {
  const kept = PAGE_PARAMS.flatMap((name) => {
    const value = url.searchParams.get(name);
    return value === null ? [] : [`${name}=${encodeURIComponent(value)}`];
  });
  return `page ${language} ${url.pathname}${kept.length ? `?${kept.join("&")}` : ""}`;
}

/** The renderer, imported with the first page asked for (React's server renderer and the app are not small). */
function rendererIn(rendererDir: string | undefined): (() => Promise<Renderer>) | undefined {
  const entry = rendererDir && path.join(rendererDir, "entry-server.js");
  if (!entry || !existsSync(entry)) return undefined;
  let loading: Promise<Renderer> | undefined;
  return () => (loading ??= import(pathToFileURL(entry).href) as Promise<Renderer>);
}

/**
 * The API as the renderer reaches it: in-process (no socket), as the visitor whose page it is, so rate limits
 * and logs see who asked.
 */
function inProcessFetch(app: FastifyInstance, request: FastifyRequest, language: Language): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const response = await app.inject({
      method: (init?.method ?? "GET") as "GET",
      url,
      headers: { accept: "application/json", "accept-language": language },
      remoteAddress: request.ip,
    });
    return new Response(response.payload, {
      status: response.statusCode,
      headers: { "content-type": String(response.headers["content-type"] ?? "application/json") },
    });
  }) as typeof fetch;
}

export async function registerPages(app: FastifyInstance, options: PagesOptions) {
  const indexFile = path.join(options.webDist, "index.html");
  if (!existsSync(indexFile)) return undefined;
  const manifestFile = path.join(options.webDist, ".vite", "manifest.json");
  const template = new Template(
    readFileSync(indexFile, "utf8"),
    existsSync(manifestFile) ? readFileSync(manifestFile, "utf8") : undefined,
  );
  const renderer = rendererIn(options.rendererDir);
  const { publicCache: cache, config, site } = app.ctx;
  // Each change of the settings is a new object (platform/site-settings.ts): the shells of the old one go with it.
  const shells = new WeakMap<SiteSettings, Partial<Record<Language, CompressibleBody>>>();
  const shellIn = (language: Language) => {
    const settings = site.current();
    let built = shells.get(settings);
    if (!built) shells.set(settings, (built = {}));
    return (built[language] ??= new CompressibleBody(template.shell(language, settings)));
  };

  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    // The language comes from the cookie or the browser's Accept-Language (platform/language.ts).
    void reply.header("cache-control", "no-cache").header("vary", "accept-language, cookie");
    keepLanguageChoice(request, reply);
    const language = pageLanguage(request);
    if (!renderer) return sendCompressible(request, reply, shellIn(language), HTML);
    const url = new URL(request.url, config.PUBLIC_URL);
    const key = pageKey(url, language);
    let entry = cache.get(key);
    if (!entry) {
      const built = await cache.build(key, async () => {
        const result = await (
          await renderer()
        ).render({
          url: `${url.pathname}${url.search}`,
          base: config.PUBLIC_URL,
          fetch: inProcessFetch(app, request, language),
          language,
        });
        if (result.kind !== "page") return { result };
        const html = template.page(result, language);
        const etag = `W/"${createHash("sha1").update(html).digest("base64url")}"`;
        const page = { body: new CompressibleBody(html), status: result.status, etag };
        // A private page is answered, not kept: the next request renders it again (a revoked link is gone).
        if (result.private) return { result, page };
        return {
          result,
          page,
          entry: page,
          tags: result.postId === undefined ? [] : [cacheTags.post(result.postId)],
        };
      });
      const { result } = built;
      if (result.kind === "browser") return sendCompressible(request, reply, shellIn(language), HTML);
      if (result.kind === "redirect") return reply.redirect(result.location, 301);
      if (result.private) {
        void reply
          .status(result.status)
          .header("cache-control", "private, no-store")
          .header("x-robots-tag", "noindex");
        return sendCompressible(request, reply, built.page!.body, HTML);
      }
      entry = built.entry!;
    }
    void reply.status(entry.status ?? 200).header("etag", entry.etag);
    if (entry.status === 200 && request.headers["if-none-match"] === entry.etag)
      return reply.status(304).send();
    return sendCompressible(request, reply, entry.body, HTML);
  };
}
