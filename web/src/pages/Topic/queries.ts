// The posts the topic page asks for, shared by the page and its server prefetch (./prefetch.ts).
import type { Language } from "@inkwell/contract";

export const TOPIC_PAGE_SIZE = 9;

/** A page of the topic's posts (the server renders the topic page from this same query). */
export const topicPostsArgs = (slug: string, page: number, language: Language | undefined) => ({
  slug,
  page,
  limit: TOPIC_PAGE_SIZE,
  ...(language ? { language } : {}),
});
