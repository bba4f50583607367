// The public face of comments: the thread under a post, with its composer (the post page loads it as a part
// below the fold).
export { CommentsSection } from "./CommentsSection";
