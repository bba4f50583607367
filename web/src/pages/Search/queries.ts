// The results the search page asks for, shared by the page and its server prefetch (./prefetch.ts).
import type { Language } from "@inkwell/contract";
import type { PostListArgs } from "../../data/api/postsApi";

const PAGE_SIZE = 9;

/** A page of search results (the server renders the results from this same query). */
export const searchArgs = (q: string, page: number, language: Language | undefined): PostListArgs => ({
  q,
  page,
  limit: PAGE_SIZE,
  ...(language ? { language } : {}),
});
