// The public face of a post's body on the reading pages: the body with its table of contents, heading links
// and copy buttons.
export { PostBody } from "./PostBody";
