// The public face of posts: lists of post cards, the author card under a post, its cover, the reactions bar,
// the count of reads, and the language a post is written in.
export { AuthorCard } from "./AuthorCard";
export { LanguageFilter } from "./LanguageFilter";
export { PostCover } from "./PostCover";
export { PostList } from "./PostList";
export { ReactionButtons } from "./ReactionButtons";
export { langIfOther, postLanguage } from "./postLanguage";
export { useReadTracking } from "./useReadTracking";
