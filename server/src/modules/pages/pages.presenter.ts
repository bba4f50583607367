// The site's pages on the wire.
import type { SitePage, SitePageSummary } from "@inkwell/contract";
import type { PageRow } from "../../db/schema";

export function presentPageSummary(row: PageRow): SitePageSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    showInNavigation: row.showInNavigation,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentPage(row: PageRow): SitePage {
  return {
    ...presentPageSummary(row),
    html: row.html,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}
