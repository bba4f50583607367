// The language a post is written in (chosen by its author or detected from its words by the server), for the
// `lang` of its title, excerpt and text: the page itself is in the interface's language.
import type { Language, Post } from "@inkwell/contract";

export function postLanguage(post: Pick<Post, "language">): Language {
  return post.language;
}

/**
 * The `lang` an element needs for text in `language` inside one in `inherited`: none when they are the same
 * (it inherits it).
 */
export function langIfOther(language: string, inherited: string): string | undefined {
  return language === inherited ? undefined : language;
}
