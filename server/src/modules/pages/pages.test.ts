// The site's pages through the public API: who may write and read them, their slugs (made from the title,
// reserved for the app's own addresses, taken), their html sanitised like a post's, drafts hidden from all but
// administrators, the seeded About page, and the sitemap.
import {
  PAGE_SLUG_PATTERN,
  RESERVED_PAGE_SLUGS,
  type SitePage,
  type SitePageSummary,
} from "@inkwell/contract";
import { describe, expect, it } from "vitest";
import { pages } from "../../db/schema";
import { LIMITS } from "../../platform/limits";
import { expectLimited, OWN_APP_TIMEOUT_MS, withTwoAdmins } from "../../../test/limits";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { verifiedUser } from "../../../test/factories";
import { admin, member, moderator, t, useStaff } from "../../../test/suite";

type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };

/** The first path segment of every route the server registers outside the API. */
const rootSegments = new Set<string>();

useStaff(
  {},
  {
    onRoute: (route) => {
      if (route.url.startsWith("/api/")) return;
      const segment = route.url.split("/")[1]?.split(/[?:*]/)[0];
      if (segment) rootSegments.add(segment);
    },
  },
);

const create = (payload: object, who: { token: string } | null = admin) =>
  t.request({ method: "POST", url: "/api/v1/admin/pages", payload, token: who?.token });
const update = (id: number, payload: object, who: { token: string } | null = admin) =>
  t.request({ method: "PUT", url: `/api/v1/admin/pages/${id}`, payload, token: who?.token });
const get = (url: string, who?: { token: string }) => t.request({ method: "GET", url, token: who?.token });
const pageOf = (res: { json(): unknown }) => (res.json() as { data: SitePage }).data;
const errorOf = (res: { json(): unknown }) => (res.json() as ErrorAnswer).error;

describe("the seeded About page", () => {
  const about = async (app: TestApp = t) => {
    const res = await app.request({ method: "GET", url: "/api/v1/pages/about" });
    expect(res.statusCode, res.body).toBe(200);
    return pageOf(res);
  };
  const setLanguage = async (defaultLanguage: "vi" | "en") => {
    const res = await t.request({
      method: "PUT",
      url: "/api/v1/admin/site",
      token: admin.token,
      payload: { defaultLanguage },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it("is published at /about on a fresh install, in the site's default language, naming no site", async () => {
    const page = await about();
    expect(page).toMatchObject({
      slug: "about",
      title: "A home for writing that lasts",
      status: "published",
      showInNavigation: false,
      description: "What this site is, who it is for and how it works.",
    });
    expect(page.html).toContain("<h2>Who it's for</h2>");
    expect(page.html).toContain('<a href="/register">Start writing</a>');
    expect(page.html).not.toMatch(/inkwell|target=/i);
  });

  it("follows the default language while nobody has edited it, and never after", async () => {
    await setLanguage("vi");
    const vietnamese = await about();
    expect(vietnamese.title).toBe("Một mái nhà cho những trang viết bền lâu");
    expect(vietnamese.html).toContain('<a href="/register">Bắt đầu viết</a>');
    await setLanguage("en");
    expect((await about()).title).toBe("A home for writing that lasts");

    const edited = await update(vietnamese.id, { html: "<p>Our own words.</p>" });
    expect(edited.statusCode, edited.body).toBe(200);
    await setLanguage("vi");
    expect(await about()).toMatchObject({
      title: "A home for writing that lasts",
      html: "<p>Our own words.</p>",
    });
    await setLanguage("en");
  });

  it(
    "is written in the language a site nobody has joined has by then, and not again once it has members",
    async () => {
      const fresh = await createTestApp();
      try {
        await fresh.app.ctx.site.save({ defaultLanguage: "vi" });
        await fresh.app.ctx.db.delete(pages);
        const restarted = await createTestApp({}, { shared: fresh.app.ctx.database });
        try {
          expect((await about(restarted)).title).toBe("Một mái nhà cho những trang viết bền lâu");
        } finally {
          await restarted.close();
        }
        await verifiedUser(fresh);
        await fresh.app.ctx.db.delete(pages);
        const again = await createTestApp({}, { shared: fresh.app.ctx.database });
        try {
          expect((await again.request({ method: "GET", url: "/api/v1/pages/about" })).statusCode).toBe(404);
        } finally {
          await again.close();
        }
      } finally {
        await fresh.close();
      }
    },
    3 * OWN_APP_TIMEOUT_MS,
  );
});

describe("writing pages", () => {
  it("creates a page with a slug made from its title, published for everyone", async () => {
    const res = await create({
      title: "Our Team & Friends",
      html: "<h2>Who we are</h2><p>Writers and readers.</p>",
      status: "published",
      showInNavigation: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const page = pageOf(res);
    expect(page).toMatchObject({ slug: "our-team-friends", status: "published", showInNavigation: true });
    expect(page.description).toBe("Who we are Writers and readers.");

    const read = await get("/api/v1/pages/our-team-friends");
    expect(read.statusCode).toBe(200);
    expect(pageOf(read).html).toBe(
      '<h2 id="user-content-who-we-are">Who we are</h2><p>Writers and readers.</p>',
    );
    const list = (await get("/api/v1/pages")).json<{ data: SitePageSummary[] }>().data;
    expect(list.map((p) => p.slug)).toEqual(expect.arrayContaining(["about", "our-team-friends"]));
    expect(Object.keys(list[0]!).sort()).toEqual(
      ["id", "showInNavigation", "slug", "status", "title", "updatedAt"].sort(),
    );
  });

  it("sanitises hostile html like a post's body", async () => {
    const res = await create({
      title: "Hostile",
      html: `<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><iframe src="https://evil.example/"></iframe><style>body{}</style>`,
      status: "published",
    });
    expect(res.statusCode, res.body).toBe(201);
    const { html } = pageOf(res);
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|evil\.example|<style/i);
    expect(html).toContain("<p>Hi</p>");
  });

  it("keeps drafts from everyone but administrators", async () => {
    const draft = pageOf(await create({ title: "Secret plans", html: "<p>Soon.</p>", status: "draft" }));
    expect(draft.slug).toBe("secret-plans");
    for (const who of [undefined, member, moderator]) {
      const res = await get("/api/v1/pages/secret-plans", who);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe("PAGE_NOT_FOUND");
    }
    expect((await get("/api/v1/pages/secret-plans", admin)).statusCode).toBe(200);
    const published = (await get("/api/v1/pages")).json<{ data: SitePageSummary[] }>().data;
    expect(published.map((p) => p.slug)).not.toContain("secret-plans");
    const all = (await get("/api/v1/admin/pages", admin)).json<{ data: SitePageSummary[] }>().data;
    expect(all.find((p) => p.slug === "secret-plans")?.status).toBe("draft");

    const live = await update(draft.id, { status: "published" });
    expect(live.statusCode, live.body).toBe(200);
    expect((await get("/api/v1/pages/secret-plans")).statusCode).toBe(200);
  });

  it("changes only the fields given, and sanitises a new body", async () => {
    const page = pageOf(await create({ title: "Partial", html: "<p>One</p>", status: "published" }));
    const res = await update(page.id, { title: "Partial, renamed" });
    expect(pageOf(res)).toMatchObject({ title: "Partial, renamed", slug: "partial", html: "<p>One</p>" });
    const moved = await update(page.id, { slug: "partial-two", html: "<p>Two<script>x()</script></p>" });
    expect(pageOf(moved)).toMatchObject({ slug: "partial-two", html: "<p>Two</p>", status: "published" });
    expect((await get("/api/v1/pages/partial")).statusCode).toBe(404);
  });

  it("deletes a page", async () => {
    const page = pageOf(await create({ title: "Short lived", html: "<p>Bye</p>", status: "published" }));
    const res = await t.request({
      method: "DELETE",
      url: `/api/v1/admin/pages/${page.id}`,
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect((await get("/api/v1/pages/short-lived")).statusCode).toBe(404);
    const again = await t.request({
      method: "DELETE",
      url: `/api/v1/admin/pages/${page.id}`,
      token: admin.token,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe("slugs", () => {
  it("refuses the app's own addresses with 409 SLUG_RESERVED, given or made from the title", async () => {
    for (const slug of ["login", "admin", "api", "uploads", "rss", "sitemap.xml", "robots.txt", "Write"]) {
      const res = await create({ title: "Mine", slug, html: "", status: "draft" });
      expect(res.statusCode, slug).toBe(409);
      expect(errorOf(res)).toMatchObject({ code: "SLUG_RESERVED", fields: { slug: expect.any(String) } });
    }
    const fromTitle = await create({ title: "Settings", html: "", status: "draft" });
    expect(errorOf(fromTitle).code).toBe("SLUG_RESERVED");
    const page = pageOf(await create({ title: "Renamable", html: "", status: "draft" }));
    expect(errorOf(await update(page.id, { slug: "topics" })).code).toBe("SLUG_RESERVED");
  });

  it("reserves every top-level path the server answers outside the API", () => {
    const slugLike = [...rootSegments].filter((segment) => PAGE_SLUG_PATTERN.test(segment));
    expect(slugLike).toEqual(
      expect.arrayContaining(["og", "uploads", "healthz", "topics", "tags", "profile"]),
    );
    for (const segment of slugLike) expect(RESERVED_PAGE_SLUGS, segment).toContain(segment);
    // Names with a dot cannot be slugs, but are refused for what they are.
    for (const file of ["rss.xml", "sitemap.xml", "robots.txt"]) {
      expect(rootSegments).toContain(file);
      expect(RESERVED_PAGE_SLUGS).toContain(file);
    }
  });

  it("answers 409 SLUG_TAKEN for another page's slug", async () => {
    await create({ title: "Taken", html: "", status: "draft" });
    // A blank slug is made from the title too.
    const again = await create({ title: "Taken", slug: "", html: "", status: "draft" });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: "SLUG_TAKEN", fields: { slug: expect.any(String) } });
    const other = pageOf(await create({ title: "Other", html: "", status: "draft" }));
    expect(errorOf(await update(other.id, { slug: "taken" })).code).toBe("SLUG_TAKEN");
    // Its own slug is not "taken".
    expect((await update(other.id, { slug: "other" })).statusCode).toBe(200);
  });

  it("allows about and contact, which are pages", async () => {
    const contact = await create({ title: "Contact", html: "<p>Write to us.</p>", status: "published" });
    expect(contact.statusCode, contact.body).toBe(201);
    expect(pageOf(contact).slug).toBe("contact");
    expect(errorOf(await create({ title: "About", html: "", status: "draft" })).code).toBe("SLUG_TAKEN");
  });
});

describe("field errors", () => {
  it("answers 400 with the fields at fault", async () => {
    const res = await create({
      title: "",
      slug: "Not a slug!",
      html: "x".repeat(500_001),
      status: "scheduled",
      showInNavigation: "yes",
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).fields ?? {}).sort()).toEqual(
      ["html", "showInNavigation", "slug", "status", "title"].sort(),
    );
    const long = await create({ title: "x".repeat(121), html: "", status: "draft" });
    expect(errorOf(long).fields?.title).toMatch(/120/);
    const blank = await update(1, { slug: "" });
    expect(errorOf(blank).fields?.slug).toBeDefined();
  });

  it("answers 404 for a page that does not exist", async () => {
    expect((await update(999_999, { title: "Nope" })).statusCode).toBe(404);
    expect((await get("/api/v1/pages/no-such-page")).statusCode).toBe(404);
  });
});

describe("who may write", () => {
  it("is administrators only: 401 anonymous, 403 members and moderators", async () => {
    const body = { title: "Not yours", html: "", status: "draft" };
    expect((await create(body, null)).statusCode).toBe(401);
    expect((await create(body, member)).statusCode).toBe(403);
    expect((await create(body, moderator)).statusCode).toBe(403);
    expect((await get("/api/v1/admin/pages", moderator)).statusCode).toBe(403);
    expect((await get("/api/v1/admin/pages")).statusCode).toBe(401);
  });
});

describe("the sitemap", () => {
  it("lists published pages, not drafts", async () => {
    const sitemap = (await get("/sitemap.xml")).body;
    expect(sitemap).toContain("<loc>http://localhost:3000/about</loc>");
    expect(sitemap).toContain("<loc>http://localhost:3000/our-team-friends</loc>");
    expect(sitemap).not.toContain("/taken<");
    const rss = (await get("/rss.xml")).body;
    expect(rss).not.toContain("our-team-friends");
  });
});

describe("the limits on writing pages", () => {
  it(
    "answer 429 to an administrator past them, creating, changing and deleting each counted apart",
    () =>
      withTwoAdmins(async (limited, first, second) => {
        const send = (
          method: "POST" | "PUT" | "DELETE",
          url: string,
          who: { token: string },
          payload?: object,
        ) => limited.request({ method, url: `/api/v1/admin/pages${url}`, token: who.token, payload });
        const ids: number[] = [];
        await expectLimited(LIMITS.pageChangesPerUser, async (i) => {
          const res = await send("POST", "", first, {
            title: `Page ${i}`,
            html: "<p>Hi</p>",
            status: "draft",
          });
          if (res.statusCode === 201) ids.push(pageOf(res).id);
          return res;
        });
        await expectLimited(LIMITS.pageChangesPerUser, (i) =>
          send("PUT", `/${ids[0]}`, first, { title: `Page ${i} again` }),
        );
        // The last request is refused before the page is looked for.
        await expectLimited(LIMITS.pageChangesPerUser, (i) => send("DELETE", `/${ids[i] ?? 999_999}`, first));
        const other = await send("POST", "", second, { title: "Theirs", html: "", status: "draft" });
        expect(other.statusCode, other.body).toBe(201);
      }),
    OWN_APP_TIMEOUT_MS,
  );
});
