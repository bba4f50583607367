// The wire shapes of a series (its page, the author's list) and of the series a post is in.
import type { OwnSeries, PostSeries, Series, SeriesPart } from "@inkwell/contract";
import type { SeriesRow } from "../../db/schema";
import { isLivePost } from "../posts";
import { presentUserSummary } from "../users";
import type { PartRow } from "./series.repository";

type AuthorRow = { id: number; name: string; username: string; avatar: string | null };

function presentPart(part: PartRow): SeriesPart {
  // A scheduled post whose time has come reads as published, as on the post itself.
  const status = part.status === "scheduled" && isLivePost(part) ? "published" : part.status;
  return {
    id: part.id,
    slug: part.slug,
    title: part.title,
    excerpt: part.excerpt,
    publishedAt: part.publishedAt?.toISOString() ?? null,
    readTime: part.readTime,
    status,
    visibility: part.visibility,
  };
}

export function presentSeries(
  row: SeriesRow,
  author: AuthorRow,
  parts: PartRow[],
  viewerId: number | null,
): Series {
  const own = viewerId === row.authorId;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    author: presentUserSummary(author),
    posts: parts.map(presentPart),
    can: { edit: own, delete: own },
  };
}

export function presentOwnSeries(row: SeriesRow, postIds: number[]): OwnSeries {
  return { id: row.id, slug: row.slug, title: row.title, description: row.description, postIds };
}

/** Where `postId` stands among the parts the viewer reads; null when it is not one of them. */
export function presentPostSeries(
  ref: { id: number; slug: string; title: string },
  postId: number,
  parts: Pick<PartRow, "id" | "slug" | "title">[],
): PostSeries | null {
  const index = parts.findIndex((part) => part.id === postId);
  if (index < 0) return null;
  const neighbour = (part: (typeof parts)[number] | undefined) =>
    part ? { slug: part.slug, title: part.title } : null;
  return {
    id: ref.id,
    slug: ref.slug,
    title: ref.title,
    position: index + 1,
    total: parts.length,
    previous: neighbour(parts[index - 1]),
    next: neighbour(parts[index + 1]),
    parts: parts.map(({ id, slug, title }) => ({ id, slug, title })),
  };
}
