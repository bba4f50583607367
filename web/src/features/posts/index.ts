// The public face of posts: lists of post cards, the author card under a post, the reactions bar, and the
// count of reads.
export { AuthorCard } from "./AuthorCard";
export { PostList } from "./PostList";
export { ReactionButtons } from "./ReactionButtons";
export { useReadTracking } from "./useReadTracking";
