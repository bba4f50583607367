// The posts the tag page asks for, shared by the page and its server prefetch (./prefetch.ts).
import type { Language } from "@inkwell/contract";

export const TAG_PAGE_SIZE = 9;

/** A page of the tag's posts (the server renders the tag page from this same query). */
export const tagPostsArgs = (slug: string, page: number, language: Language | undefined) => ({
  slug,
  page,
  limit: TAG_PAGE_SIZE,
  ...(language ? { language } : {}),
});
