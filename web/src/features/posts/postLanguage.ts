// The language a post is written in, for the `lang` of its title, excerpt and text (the page itself is in the
// interface language): the post's own `language` where it carries one, otherwise judged from its title and
// excerpt.
import { contentLanguage, type Language, type Post } from "@inkwell/contract";

export function postLanguage(
  post: Pick<Post, "title" | "excerpt"> & { language?: Language | null },
): Language {
  return post.language ?? contentLanguage(`${post.title} ${post.excerpt}`);
}

/**
 * The `lang` an element needs for text in `language` inside one in `inherited`: none when they are the same
 * (it inherits it).
 */
export function langIfOther(language: string, inherited: string): string | undefined {
  return language === inherited ? undefined : language;
}
