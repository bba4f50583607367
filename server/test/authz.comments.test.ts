// The authorization matrix (test/authz.ts) for comments: threads and every change follow the post's
// visibility (but a commenter deletes their own comment whatever became of it), no replies across a block,
// and one's own list of comments.
import { checkMatrix, comment, row } from "./authz";
import type { Row } from "./authz";

const rows: Row[] = [
  // Comments: the thread and every change follow the post's visibility; only the commenter edits.
  row("GET /posts/{public}/comments", "anonymous", 200),
  row("GET /posts/{followers}/comments", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/{followers}/comments", "follower", 200),
  row("GET /posts/{private}/comments", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/{draft}/comments", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/{scheduled}/comments", "follower", 404, { code: "POST_NOT_FOUND" }),
  row("POST /comments", "anonymous", 401, { code: "UNAUTHORIZED", payload: comment("{public}") }),
  row("POST /comments", "unverified", 403, { code: "EMAIL_NOT_VERIFIED", payload: comment("{public}") }),
  row("POST /comments", "stranger", 201, { payload: comment("{public}") }),
  row("POST /comments", "blocked", 403, { code: "BLOCKED", payload: comment("{public}") }),
  row("POST /comments", "blocker", 403, { code: "BLOCKED", payload: comment("{public}") }),
  row("POST /comments", "stranger", 404, { code: "POST_NOT_FOUND", payload: comment("{followers}") }),
  row("POST /comments", "follower", 201, { payload: comment("{followers}") }),
  row("POST /comments", "follower", 404, { code: "POST_NOT_FOUND", payload: comment("{private}") }),
  row("POST /comments", "stranger", 404, { code: "POST_NOT_FOUND", payload: comment("{draft}") }),
  row("POST /comments", "follower", 404, { code: "POST_NOT_FOUND", payload: comment("{scheduled}") }),
  row("POST /comments", "follower", 201, { payload: comment("{public}", "{comment}") }),
  row("POST /comments", "unverified", 403, {
    code: "EMAIL_NOT_VERIFIED",
    payload: comment("{public}", "{comment}"),
  }),
  row("POST /comments", "blocked", 403, { code: "BLOCKED", payload: comment("{public}", "{comment}") }),
  row("POST /comments", "stranger", 404, {
    code: "COMMENT_NOT_FOUND",
    payload: comment("{public}", "{followersComment}"),
  }),
  // The author's comment on someone else's post: no replies across a block with its commenter either.
  row("POST /comments", "stranger", 201, { payload: comment("{elsewhere}", "{authorComment}") }),
  row("POST /comments", "blocked", 403, {
    code: "BLOCKED",
    payload: comment("{elsewhere}", "{authorComment}"),
  }),
  row("POST /comments", "blocker", 403, {
    code: "BLOCKED",
    payload: comment("{elsewhere}", "{authorComment}"),
  }),
  ...(
    [
      ["anonymous", 401, "UNAUTHORIZED"],
      ["follower", 403, "FORBIDDEN"],
      ["author", 403, "FORBIDDEN"],
      ["admin", 403, "FORBIDDEN"],
      ["stranger", 200, undefined],
    ] as const
  ).map(([a, status, code]) =>
    row("PATCH /comments/{comment}", a, status, { code, payload: { content: "Edited" } }),
  ),
  row("PATCH /comments/{reply}", "stranger", 403, { code: "FORBIDDEN", payload: { content: "Edited" } }),
  row("PATCH /comments/{reply}", "follower", 200, { payload: { content: "Edited" } }),
  row("PATCH /comments/{followersComment}", "stranger", 404, {
    code: "COMMENT_NOT_FOUND",
    payload: { content: "Edited" },
  }),
  row("PATCH /comments/{followersComment}", "author", 403, { code: "FORBIDDEN", payload: { content: "x" } }),
  // Their own comment, on a post that has since become private.
  row("PATCH /comments/{retitledComment}", "stranger", 404, {
    code: "COMMENT_NOT_FOUND",
    payload: { content: "Edited" },
  }),
  row("DELETE /comments/{comment}", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("DELETE /comments/{comment}", "follower", 403, { code: "FORBIDDEN" }),
  row("DELETE /comments/{comment}", "admin", 403, { code: "FORBIDDEN" }),
  row("DELETE /comments/{followersComment}", "stranger", 404, { code: "COMMENT_NOT_FOUND" }),
  row("DELETE /comments/{new.comment}", "stranger", 200),
  // Their words, their right: the commenter deletes their comment on a post they can no longer read.
  row("DELETE /comments/{new.lostComment}", "stranger", 200, { hides: ["retitled"] }),
  row("DELETE /comments/{new.lostComment}", "follower", 404, { code: "COMMENT_NOT_FOUND" }),
  row("DELETE /comments/{new.lostComment}", "admin", 404, { code: "COMMENT_NOT_FOUND" }),
  // One's own comments: each names its post only while its writer may read it.
  row("GET /me/comments", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /me/comments?limit=100", "stranger", 200, { hides: ["retitled"], shows: ["public"] }),
  row("GET /me/comments?limit=100", "follower", 200, { shows: ["followers"], hides: ["private", "draft"] }),
  row("POST /comments/{comment}/like", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("POST /comments/{comment}/like", "follower", 200),
  row("POST /comments/{comment}/like", "author", 200),
  row("POST /comments/{comment}/like", "blocked", 403, { code: "BLOCKED" }),
  row("POST /comments/{comment}/like", "blocker", 403, { code: "BLOCKED" }),
  row("POST /comments/{followersComment}/like", "stranger", 404, { code: "COMMENT_NOT_FOUND" }),
  row("POST /comments/{authorComment}/like", "stranger", 200),
  row("POST /comments/{authorComment}/like", "blocked", 403, { code: "BLOCKED" }),
  row("DELETE /comments/{comment}/unlike", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("DELETE /comments/{comment}/unlike", "follower", 200),
  row("DELETE /comments/{followersComment}/unlike", "stranger", 404, { code: "COMMENT_NOT_FOUND" }),
];

checkMatrix(rows);
