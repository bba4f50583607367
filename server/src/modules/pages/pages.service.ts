// The site's pages: About, custom pages and the contact page's introduction. Administrators write them with
// the posts' editor; their html is prepared (sanitised) like a post's body, off the request thread when long.
// Readers get the published ones; a draft is not found for anyone but administrators.
import { PAGES_MAX, slugify } from "@inkwell/contract";
import type { CreatePageBody, SitePage, SitePageSummary, UpdatePageBody } from "@inkwell/contract";
import { uniqueViolation } from "../../db/errors";
import type { AppContext } from "../../platform/context";
import { conflict, notFound } from "../../platform/errors";
import { preparedBody } from "../content";
import type { UsersService } from "../users";
import { assertMayEditPages, assertSlugFree, mayReadPage } from "./pages.policy";
import { presentPage, presentPageSummary } from "./pages.presenter";
import * as repo from "./pages.repository";

/** What a page is made from a title that has no letters or digits. */
const FALLBACK_SLUG = "page";

const pageNotFound = () => notFound("Page", "PAGE_NOT_FOUND");
const slugTaken = () =>
  conflict(
    "Another page already has this slug",
    { slug: "Another page already has this slug" },
    "SLUG_TAKEN",
  );

export class PagesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersService,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  /** The published pages, for the header's navigation and anyone who asks. */
  async listPublished(): Promise<SitePageSummary[]> {
    return (await repo.listPages(this.db, false)).map(presentPageSummary);
  }

  /** Every page, drafts too, for the console. */
  async listAll(actorId: number): Promise<SitePageSummary[]> {
    assertMayEditPages(await this.users.byId(actorId));
    return (await repo.listPages(this.db, true)).map(presentPageSummary);
  }

  /** A page by its slug, as `viewerId` may see it. */
  async bySlug(viewerId: number | null, slug: string): Promise<SitePage> {
    const row = await repo.pageBySlug(this.db, slug.toLowerCase());
    if (!row) throw pageNotFound();
    if (row.status !== "published") {
      const viewer = viewerId === null ? undefined : await this.users.byId(viewerId);
      if (!mayReadPage(row, viewer)) throw pageNotFound();
    }
    return presentPage(row);
  }

  async byId(actorId: number, id: number): Promise<SitePage> {
    assertMayEditPages(await this.users.byId(actorId));
    const row = await repo.pageById(this.db, id);
    if (!row) throw pageNotFound();
    return presentPage(row);
  }

  /** Published pages' addresses for the sitemap. */
  async publishedAddresses(): Promise<{ slug: string; updatedAt: Date }[]> {
    return (await repo.listPages(this.db, false)).map(({ slug, updatedAt }) => ({ slug, updatedAt }));
  }

  async create(actorId: number, body: CreatePageBody): Promise<SitePage> {
    assertMayEditPages(await this.users.byId(actorId));
    const slug = body.slug ?? (slugify(body.title) || FALLBACK_SLUG);
    await this.assertSlugAvailable(slug);
    if ((await repo.countPages(this.db)) >= PAGES_MAX) {
      throw conflict(
        "This site already has as many pages as it may; delete one first",
        undefined,
        "TOO_MANY_PAGES",
      );
    }
    const prepared = await preparedBody(this.ctx, body.html);
    const row = await this.writing(() =>
      repo.insertPage(this.db, {
        slug,
        title: body.title,
        html: prepared.content,
        description: prepared.excerpt,
        status: body.status,
        showInNavigation: body.showInNavigation,
      }),
    );
    return presentPage(row);
  }

  async update(actorId: number, id: number, body: UpdatePageBody): Promise<SitePage> {
    assertMayEditPages(await this.users.byId(actorId));
    const before = await repo.pageById(this.db, id);
    if (!before) throw pageNotFound();
    const values: repo.PageValues = {};
    if (body.title !== undefined) values.title = body.title;
    if (body.status !== undefined) values.status = body.status;
    if (body.showInNavigation !== undefined) values.showInNavigation = body.showInNavigation;
    if (body.slug !== undefined && body.slug !== before.slug) {
      await this.assertSlugAvailable(body.slug);
      values.slug = body.slug;
    }
    if (body.html !== undefined) {
      const prepared = await preparedBody(this.ctx, body.html);
      values.html = prepared.content;
      values.description = prepared.excerpt;
    }
    const row = await this.writing(() => repo.updatePage(this.db, id, values));
    if (!row) throw pageNotFound();
    return presentPage(row);
  }

  async remove(actorId: number, id: number): Promise<void> {
    assertMayEditPages(await this.users.byId(actorId));
    if (!(await repo.deletePage(this.db, id))) throw pageNotFound();
  }

  private async assertSlugAvailable(slug: string) {
    assertSlugFree(slug);
    if (await repo.pageBySlug(this.db, slug)) throw slugTaken();
  }

  /** A write that lost a race for a slug to another one answers like a taken slug. */
  private async writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw slugTaken();
      throw error;
    }
  }
}
