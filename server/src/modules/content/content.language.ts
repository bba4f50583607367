// The language a post is written in, judged from its words when its author has not chosen one: the same rule
// for the editor's posts, imports, the demo content and posts stored before posts had a language.
import { contentLanguage, type Language } from "@inkwell/contract";

export function writtenLanguage(title: string, excerpt: string, text: string): Language {
  return contentLanguage(`${title}\n${excerpt}\n${text}`);
}
