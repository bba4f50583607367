// The authorization matrix: for every endpoint of docs/api.md that takes an id or touches someone's data, what
// each kind of caller gets (status, error code) and what must or must not be in the answer. One row per
// (endpoint, actor); a failing row is named by both.
//
// Paths are under /api/v1 unless they start with "~" (site root). `{name}` is filled from the world built
// below; `{new.name}` makes a fresh resource for that row only (so rows that delete things leave the world as
// it was); `{me.id}` is the acting user. A row's `hides` lists secrets (a post's title, slug and topic name, or
// a literal) none of which may appear in the body, matched case-insensitively; `shows` lists ones of which
// something must.
import type { Post } from "@inkwell/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema";
import { createTestApp } from "./app";
import type { TestApp } from "./app";
import { registerUser, verifiedUser } from "./factories";
import { fileForm } from "./imports";
import { draftPost, follow, publishPost } from "./posts";

type Actor =
  | "anonymous"
  | "unverified"
  | "stranger"
  | "follower"
  | "author"
  | "blocked"
  | "blocker"
  | "participant"
  | "admin"
  | "moderator"
  /** Banned by a moderator once the world is built. */
  | "villain"
  /** A fresh verified account for one row: following, blocking, deleting oneself. */
  | "newcomer";

type Secret =
  | "public"
  | "followers"
  | "private"
  | "draft"
  | "scheduled"
  | "retitled"
  | "dm"
  /** A public post of the author's that a moderator hid. */
  | "hidden"
  /** A public post of the villain's, who was banned afterwards. */
  | "banned"
  /** A stranger's comment on the public post that a moderator hid, and the villain's comment there. */
  | "hiddenComment"
  | "bannedComment";
const ALL_POSTS: Secret[] = ["followers", "private", "draft", "scheduled", "retitled", "hidden", "banned"];
/** What only their authors and staff may still read. */
const MODERATED: Secret[] = ["hidden", "banned"];

interface Row {
  endpoint: string;
  as: Actor;
  status: number;
  code?: string;
  payload?: Record<string, unknown>;
  /** The x-chatbot-session-id header. */
  chat?: string;
  hides?: (Secret | string)[];
  shows?: (Secret | string)[];
}

type Extra = Omit<Row, "endpoint" | "as" | "status">;
const row = (endpoint: string, as: Actor, status: number, extra: Extra = {}): Row => ({
  endpoint,
  as,
  status,
  ...extra,
});

let matrixComments = 0;
/** Each row's comment says something new: the same words twice are refused as spam. */
const comment = (postId: string, parentId?: string) => ({
  commentableType: "Post",
  commentableId: postId,
  content: `A comment from the matrix, row ${++matrixComments}`,
  ...(parentId ? { parentId } : {}),
});
const channel = (name: string) => ({ socket_id: "1234.5678", channel_name: name });
const PASSWORD = "correct horse battery";

const rows: Row[] = [
  // Reading a post: 404 for whoever may not see it, never 403.
  ...(["anonymous", "unverified", "stranger", "blocked", "blocker", "admin", "author"] as const).map((a) =>
    row("GET /posts/{public}", a, 200),
  ),
  row("GET /posts/{followers}", "anonymous", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/{followers}", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/{followers}", "admin", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/{followers}", "blocked", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/{followers}", "follower", 200),
  row("GET /posts/{followers}", "author", 200),
  row("GET /posts/{private}", "anonymous", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/{private}", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/{private}", "follower", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/{private}", "admin", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/{private}", "author", 200),
  row("GET /posts/{private.slug}", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/{private.slug}", "author", 200),
  row("GET /posts/{draft}", "anonymous", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/{draft}", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/{draft}", "follower", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/{draft}", "author", 200),
  row("GET /posts/{scheduled}", "anonymous", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/{scheduled}", "follower", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/{scheduled}", "author", 200),
  row("GET /posts/{retitled}", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/{public}/related", "anonymous", 200, { hides: ALL_POSTS }),
  row("GET /posts/{public}/related", "stranger", 200, { hides: ALL_POSTS }),
  row("GET /posts/{public}/related", "follower", 200, {
    hides: ["private", "draft", "scheduled", "retitled"],
  }),
  row("GET /posts/{private}/related", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/{private}/related", "author", 200, { hides: ["draft", "scheduled"] }),
  row("GET /posts/{followers}/related", "follower", 200),
  row("GET /posts/{draft}/related", "stranger", 404, { code: "POST_NOT_FOUND" }),

  // The editor: 404 for what the caller may not see, 403 for what they see but do not own.
  row("GET /posts/write/{public}", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /posts/write/{public}", "stranger", 403, { code: "FORBIDDEN" }),
  row("GET /posts/write/{public}", "follower", 403, { code: "FORBIDDEN" }),
  row("GET /posts/write/{public}", "author", 200),
  row("GET /posts/write/{followers}", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/write/{followers}", "follower", 403, { code: "FORBIDDEN" }),
  row("GET /posts/write/{private.slug}", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/write/{private.slug}", "author", 200),
  row("GET /posts/write/{draft}", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/write/{draft}", "admin", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/write/{draft}", "author", 200),
  row("GET /posts/write/{scheduled}", "follower", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/write/{scheduled}", "author", 200),
  ...(
    [
      ["anonymous", 401, "UNAUTHORIZED"],
      ["stranger", 403, "FORBIDDEN"],
      ["admin", 403, "FORBIDDEN"],
      ["blocked", 403, "FORBIDDEN"],
      ["author", 200, undefined],
    ] as const
  ).map(([a, status, code]) =>
    row("PATCH /posts/write/{public}", a, status, { code, payload: { metaDescription: "Edited" } }),
  ),
  row("PATCH /posts/write/{followers}", "stranger", 404, { code: "POST_NOT_FOUND", payload: {} }),
  row("PATCH /posts/write/{followers}", "follower", 403, { code: "FORBIDDEN", payload: {} }),
  row("PATCH /posts/write/{private}", "follower", 404, { code: "POST_NOT_FOUND", payload: {} }),
  row("PATCH /posts/write/{draft}", "stranger", 404, { code: "POST_NOT_FOUND", payload: {} }),
  row("PATCH /posts/write/{draft}", "author", 200, { payload: { excerpt: "Still a draft" } }),
  row("PATCH /posts/write/{scheduled}", "follower", 404, { code: "POST_NOT_FOUND", payload: {} }),
  row("POST /posts/draft", "stranger", 403, { code: "FORBIDDEN", payload: { id: "{public}" } }),
  row("POST /posts/draft", "stranger", 404, { code: "POST_NOT_FOUND", payload: { id: "{draft}" } }),
  row("POST /posts/publish", "stranger", 404, { code: "POST_NOT_FOUND", payload: { id: "{draft}" } }),
  row("POST /posts/publish", "follower", 404, { code: "POST_NOT_FOUND", payload: { id: "{scheduled}" } }),

  // Writing: a bearer for everything, a verified email to publish.
  row("POST /posts", "anonymous", 401, { code: "UNAUTHORIZED", payload: { title: "Nope" } }),
  row("POST /posts/draft", "unverified", 201, {
    payload: { title: "Unverified draft", content: "<p>x</p>" },
  }),
  row("POST /posts/publish", "unverified", 403, {
    code: "EMAIL_NOT_VERIFIED",
    payload: { title: "Unverified post", content: "<p>x</p>" },
  }),
  row("POST /posts", "unverified", 403, {
    code: "EMAIL_NOT_VERIFIED",
    payload: { title: "Unverified post", content: "<p>x</p>", status: "published" },
  }),
  row("DELETE /posts/{public}", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("DELETE /posts/{public}", "stranger", 403, { code: "FORBIDDEN" }),
  row("DELETE /posts/{public}", "follower", 403, { code: "FORBIDDEN" }),
  row("DELETE /posts/{public}", "admin", 403, { code: "FORBIDDEN" }),
  row("DELETE /posts/{public}", "blocked", 403, { code: "FORBIDDEN" }),
  row("POST /posts/{public}?_method=DELETE", "stranger", 403, { code: "FORBIDDEN" }),
  row("DELETE /posts/{followers}", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("DELETE /posts/{followers}", "follower", 403, { code: "FORBIDDEN" }),
  row("DELETE /posts/{private}", "follower", 404, { code: "POST_NOT_FOUND" }),
  row("DELETE /posts/{draft}", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("DELETE /posts/{scheduled}", "follower", 404, { code: "POST_NOT_FOUND" }),
  row("DELETE /posts/{new.public}", "author", 200),

  // Likes and bookmarks: only on posts one may read; no likes across a block.
  row("POST /posts/{public}/like", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("POST /posts/{public}/like", "unverified", 200),
  row("POST /posts/{public}/like", "stranger", 200),
  row("POST /posts/{public}/like", "author", 200),
  row("POST /posts/{public}/like", "blocked", 403, { code: "BLOCKED" }),
  row("POST /posts/{public}/like", "blocker", 403, { code: "BLOCKED" }),
  row("POST /posts/{followers}/like", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("POST /posts/{followers}/like", "follower", 200),
  row("POST /posts/{private}/like", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("POST /posts/{private}/like", "author", 200),
  row("POST /posts/{draft}/like", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("POST /posts/{draft}/like", "author", 404, { code: "POST_NOT_FOUND" }),
  row("POST /posts/{scheduled}/like", "follower", 404, { code: "POST_NOT_FOUND" }),
  row("DELETE /posts/{public}/unlike", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("DELETE /posts/{public}/unlike", "blocked", 200),
  row("DELETE /posts/{private}/unlike", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("POST /posts/{public}/bookmark", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("POST /posts/{public}/bookmark", "blocked", 200),
  row("POST /posts/{followers}/bookmark", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("POST /posts/{followers}/bookmark", "follower", 200),
  row("POST /posts/{private}/bookmark", "follower", 404, { code: "POST_NOT_FOUND" }),
  row("POST /posts/{draft}/bookmark", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("DELETE /posts/{private}/unbookmark", "stranger", 200),
  row("DELETE /posts/{public}/unbookmark", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /posts/bookmarks", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /posts/bookmarks", "follower", 200, { shows: ["followers"] }),
  // Bookmarked while following; the block ended the follow and with it the right to read.
  row("GET /posts/bookmarks", "blocked", 200, { hides: ALL_POSTS }),
  row("DELETE /posts/clear-bookmarks", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /posts/my-posts?limit=50", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /posts/my-posts?limit=50", "stranger", 200, { hides: ALL_POSTS }),
  row("GET /posts/my-posts?limit=50", "author", 200, { shows: ["private", "draft", "scheduled"] }),

  // Lists and search: only live posts the viewer may read.
  ...(["anonymous", "unverified", "stranger", "blocked", "blocker", "admin"] as const).map((a) =>
    row("GET /posts?limit=50", a, 200, { hides: ALL_POSTS, shows: ["public"] }),
  ),
  row("GET /posts?limit=50", "follower", 200, {
    shows: ["followers"],
    hides: ["private", "draft", "scheduled", "retitled"],
  }),
  row("GET /posts?limit=50", "author", 200, {
    shows: ["followers", "private", "retitled"],
    hides: ["draft", "scheduled"],
  }),
  row("GET /posts?sort=popular&limit=50", "stranger", 200, { hides: ALL_POSTS }),
  row("GET /posts?featured=true", "anonymous", 200, { hides: ALL_POSTS }),
  row("GET /posts?author={author.username}&limit=50", "anonymous", 200, { hides: ALL_POSTS }),
  row("GET /posts?q=quokka", "stranger", 200, { hides: ["private"] }),
  row("GET /posts?q=quokka", "author", 200, { shows: ["private"] }),
  row("GET /posts?q=pangolin", "anonymous", 200, { hides: ["followers"] }),
  row("GET /posts?q=pangolin", "follower", 200, { shows: ["followers"] }),
  row("GET /posts?q=axolotl", "author", 200, { hides: ["draft"] }),
  row("GET /posts?q=narwhal", "author", 200, { hides: ["scheduled"] }),
  row("GET /posts?q=ocelot", "stranger", 200, { hides: ["retitled"] }),
  row("GET /posts?topic=quokkalore", "stranger", 200, { hides: ["private"] }),

  // Topics exist for a viewer only through posts they may read.
  row("GET /topics", "anonymous", 200, { hides: ALL_POSTS }),
  row("GET /topics", "stranger", 200, { hides: ALL_POSTS }),
  row("GET /topics", "follower", 200, { shows: ["followers"], hides: ["private", "draft", "scheduled"] }),
  row("GET /topics", "author", 200, { shows: ["private"] }),
  row("GET /topics/quokkalore", "stranger", 404, { code: "TOPIC_NOT_FOUND" }),
  row("GET /topics/quokkalore", "author", 200),
  row("GET /topics/quokkalore/posts", "stranger", 404, { code: "TOPIC_NOT_FOUND" }),
  row("GET /topics/quokkalore/posts", "author", 200, { shows: ["private"] }),
  row("GET /topics/pangolinry", "anonymous", 404, { code: "TOPIC_NOT_FOUND" }),
  row("GET /topics/pangolinry", "follower", 200),
  row("GET /topics/axolotlism", "stranger", 404, { code: "TOPIC_NOT_FOUND" }),
  row("GET /topics/narwhalia", "follower", 404, { code: "TOPIC_NOT_FOUND" }),
  row("GET /topics/ocelotry", "stranger", 404, { code: "TOPIC_NOT_FOUND" }),
  row("GET /topics/design/posts?limit=50", "stranger", 200, { hides: ALL_POSTS, shows: ["public"] }),
  row("GET /topics/design/posts?limit=50", "follower", 200, { shows: ["followers"], hides: ["private"] }),

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

  // Profiles: public pages with only what the viewer may see; changes to one's own account only.
  row("GET /profiles/{author.username}?limit=50", "anonymous", 200, { hides: ALL_POSTS, shows: ["public"] }),
  row("GET /profiles/{author.username}?limit=50", "stranger", 200, { hides: ALL_POSTS }),
  row("GET /profiles/{author.username}?limit=50", "blocked", 200, { hides: ALL_POSTS }),
  row("GET /profiles/{author.username}?limit=50", "follower", 200, {
    shows: ["followers"],
    hides: ["private", "draft", "scheduled"],
  }),
  row("GET /profiles/{author.username}?limit=50", "author", 200, { shows: ["private"] }),
  row("GET /profiles/{author.username}/edit", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /profiles/{author.username}/edit", "stranger", 403, { code: "FORBIDDEN" }),
  row("GET /profiles/{author.username}/edit", "admin", 403, { code: "FORBIDDEN" }),
  row("GET /profiles/{author.username}/edit", "author", 200),
  row("GET /profiles/mx_nobody/edit", "stranger", 404, { code: "USER_NOT_FOUND" }),
  ...(
    [
      ["anonymous", 401, "UNAUTHORIZED"],
      ["stranger", 403, "FORBIDDEN"],
      ["admin", 403, "FORBIDDEN"],
      ["author", 200, undefined],
    ] as const
  ).map(([a, status, code]) =>
    row("PUT /profiles/{author.id}/edit", a, status, { code, payload: { introduction: "Hello" } }),
  ),
  row("DELETE /profiles/{author.id}", "anonymous", 401, { code: "UNAUTHORIZED", payload: {} }),
  row("DELETE /profiles/{author.id}", "stranger", 403, {
    code: "FORBIDDEN",
    payload: { password: PASSWORD },
  }),
  row("DELETE /profiles/{author.id}", "admin", 403, { code: "FORBIDDEN", payload: { password: PASSWORD } }),
  row("DELETE /profiles/{me.id}", "newcomer", 200, { payload: { password: PASSWORD } }),
  row("POST /auth/change-password/{author.id}", "anonymous", 401, {
    code: "UNAUTHORIZED",
    payload: { currentPassword: PASSWORD, newPassword: "another long phrase" },
  }),
  row("POST /auth/change-password/{author.id}", "stranger", 403, {
    code: "FORBIDDEN",
    payload: { currentPassword: PASSWORD, newPassword: "another long phrase" },
  }),
  row("POST /profiles/{author.username}/follow", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("POST /profiles/{author.username}/follow", "follower", 200),
  row("POST /profiles/{author.username}/follow", "newcomer", 200),
  row("POST /profiles/{author.username}/follow", "blocked", 403, { code: "BLOCKED" }),
  row("POST /profiles/{author.username}/follow", "blocker", 403, { code: "BLOCKED" }),
  row("POST /profiles/{blocked.username}/follow", "author", 403, { code: "BLOCKED" }),
  row("POST /profiles/{me.username}/follow", "stranger", 400, { code: "CANNOT_FOLLOW_SELF" }),
  row("DELETE /profiles/{author.username}/unfollow", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("DELETE /profiles/{author.username}/unfollow", "newcomer", 200),
  row("POST /profiles/{author.username}/block", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("POST /profiles/{author.username}/block", "newcomer", 200),
  row("POST /profiles/{me.username}/block", "stranger", 400, { code: "CANNOT_BLOCK_SELF" }),
  row("DELETE /profiles/{author.username}/unblock", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("DELETE /profiles/{author.username}/unblock", "newcomer", 200),
  row("GET /profiles/me/blocked", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /profiles/me/blocked", "author", 200, { shows: ["{blocked.username}"] }),
  row("GET /profiles/me/blocked", "blocked", 200, { hides: ["{author.username}"] }),
  row("GET /profiles/me/blocked", "blocker", 200, { shows: ["{author.username}"] }),
  row("GET /profiles/me/export", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /profiles/me/export", "stranger", 200, { hides: [...ALL_POSTS, "dm"] }),
  row("GET /profiles/me/export", "author", 200, { shows: ["private", "draft", "scheduled"] }),

  // Notifications: one's own only, and never about a post the recipient may not read.
  row("GET /notifications?limit=50", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /notifications?limit=50", "stranger", 200, { hides: ALL_POSTS, shows: ["public"] }),
  row("GET /notifications?limit=50", "follower", 200, {
    hides: ["private", "draft", "scheduled", "retitled"],
  }),
  row("GET /notifications?limit=50", "author", 200),
  row("POST /notifications/{notification}/mark-as-read", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("POST /notifications/{notification}/mark-as-read", "stranger", 404, { code: "NOTIFICATION_NOT_FOUND" }),
  row("POST /notifications/{notification}/mark-as-read", "admin", 404, { code: "NOTIFICATION_NOT_FOUND" }),
  row("POST /notifications/{notification}/mark-as-read", "author", 200),
  row("DELETE /notifications/{notification}", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("DELETE /notifications/{notification}", "stranger", 404, { code: "NOTIFICATION_NOT_FOUND" }),
  row("DELETE /notifications/{new.notification}", "author", 200),
  row("POST /notifications/mark-all-as-read", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("POST /notifications/mark-all-as-read", "stranger", 200),

  // Direct messages: participants only; 404 for everyone else, admins included.
  row("GET /conversations", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /conversations", "stranger", 200, { hides: ["dm", "{participant.username}"] }),
  row("GET /conversations", "admin", 200, { hides: ["dm", "{participant.username}"] }),
  row("GET /conversations", "participant", 200, { shows: ["{author.username}"] }),
  row("GET /conversations", "author", 200, { shows: ["{participant.username}"] }),
  row("GET /conversations/{conversation}", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /conversations/{conversation}", "stranger", 404, { code: "CONVERSATION_NOT_FOUND" }),
  row("GET /conversations/{conversation}", "admin", 404, { code: "CONVERSATION_NOT_FOUND" }),
  row("GET /conversations/{conversation}", "participant", 200, { shows: ["dm"] }),
  row("GET /conversations/{conversation}", "author", 200, { shows: ["dm"] }),
  row("GET /conversations/{blockedConversation}", "blocked", 200),
  row("GET /conversations/{conversation}/messages", "stranger", 404, { code: "CONVERSATION_NOT_FOUND" }),
  row("GET /conversations/{conversation}/messages", "participant", 200, { shows: ["dm"] }),
  row("GET /messages?conversationId={conversation}", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /messages?conversationId={conversation}", "stranger", 404, { code: "CONVERSATION_NOT_FOUND" }),
  row("GET /messages?conversationId={conversation}", "participant", 200, { shows: ["dm"] }),
  row("GET /conversations/with/{author.id}", "stranger", 404, { code: "CONVERSATION_NOT_FOUND" }),
  row("GET /conversations/with/{author.id}", "participant", 200, { shows: ["dm"] }),
  row("GET /conversations/with/{participant.id}", "author", 200, { shows: ["dm"] }),
  row("POST /conversations", "anonymous", 401, { code: "UNAUTHORIZED", payload: { otherId: "{author.id}" } }),
  row("POST /conversations", "participant", 200, { payload: { otherId: "{author.id}" } }),
  row("POST /conversations", "newcomer", 201, { payload: { otherId: "{author.id}" } }),
  row("POST /conversations", "blocked", 403, { code: "BLOCKED", payload: { otherId: "{author.id}" } }),
  row("POST /conversations", "blocker", 403, { code: "BLOCKED", payload: { otherId: "{author.id}" } }),
  row("POST /conversations", "stranger", 400, {
    code: "CANNOT_MESSAGE_SELF",
    payload: { otherId: "{me.id}" },
  }),
  ...(
    [
      ["anonymous", 401, "UNAUTHORIZED"],
      ["stranger", 404, "CONVERSATION_NOT_FOUND"],
      ["admin", 404, "CONVERSATION_NOT_FOUND"],
      ["participant", 201, undefined],
      ["author", 201, undefined],
    ] as const
  ).map(([a, status, code]) =>
    row("POST /messages", a, status, { code, payload: { conversationId: "{conversation}", content: "Hi" } }),
  ),
  row("POST /messages", "blocked", 403, {
    code: "BLOCKED",
    payload: { conversationId: "{blockedConversation}", content: "Hi" },
  }),
  row("POST /messages", "author", 403, {
    code: "BLOCKED",
    payload: { conversationId: "{blockedConversation}", content: "Hi" },
  }),
  row("POST /messages", "unverified", 403, {
    code: "EMAIL_NOT_VERIFIED",
    payload: { conversationId: "{unverifiedConversation}", content: "Hi" },
  }),
  row("POST /conversations/{conversation}/mark-read", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("POST /conversations/{conversation}/mark-read", "stranger", 404, { code: "CONVERSATION_NOT_FOUND" }),
  row("POST /conversations/{conversation}/mark-read", "participant", 200),
  row("DELETE /conversations/{conversation}", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("DELETE /conversations/{conversation}", "stranger", 404, { code: "CONVERSATION_NOT_FOUND" }),
  row("DELETE /conversations/{conversation}", "admin", 404, { code: "CONVERSATION_NOT_FOUND" }),
  row("DELETE /conversations/{new.conversation}", "participant", 200),
  row("GET /users/search?q=mx_", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /users/search?q=mx_blocked", "stranger", 200, { shows: ["{blocked.username}"] }),
  row("GET /users/search?q=mx_blocked", "author", 200, { hides: ["{blocked.username}"] }),
  row("GET /users/search?q=mx_author", "blocker", 200, { hides: ["{author.username}"] }),

  // Realtime: one's own notifications channel, and conversations one takes part in.
  row("POST /realtime/auth", "anonymous", 401, {
    code: "UNAUTHORIZED",
    payload: channel("private-notifications-{author.id}"),
  }),
  row("POST /realtime/auth", "unverified", 200, { payload: channel("private-notifications-{me.id}") }),
  row("POST /realtime/auth", "author", 200, { payload: channel("private-notifications-{me.id}") }),
  ...(["stranger", "follower", "admin"] as const).map((a) =>
    row("POST /realtime/auth", a, 403, {
      code: "FORBIDDEN",
      payload: channel("private-notifications-{author.id}"),
    }),
  ),
  row("POST /realtime/auth", "participant", 200, { payload: channel("private-conversation-{conversation}") }),
  row("POST /realtime/auth", "author", 200, { payload: channel("private-conversation-{conversation}") }),
  ...(["stranger", "admin", "blocked"] as const).map((a) =>
    row("POST /realtime/auth", a, 403, {
      code: "FORBIDDEN",
      payload: channel("private-conversation-{conversation}"),
    }),
  ),
  row("POST /realtime/auth", "participant", 403, {
    code: "FORBIDDEN",
    payload: channel("presence-conversation-{conversation}"),
  }),
  row("POST /realtime/auth", "participant", 403, { code: "FORBIDDEN", payload: channel("private-anything") }),

  // The support assistant: a signed-in user's sessions are theirs; an anonymous one is its id holder's.
  // Someone else naming the session in the header neither ends it nor gets into it.
  row("POST /chat/conversations/new", "author", 201, { chat: "{userChat}", hides: ["{userChat}"] }),
  row("POST /chat", "author", 200, {
    chat: "{userChat}",
    payload: { message: "hello" },
    hides: ["{userChat}"],
  }),
  row("GET /chat/conversations", "stranger", 200, { shows: ["{userChat}"] }),
  row("GET /chat/history/{userChat}", "stranger", 200),
  row("GET /chat/history/{userChat}", "anonymous", 404, { code: "SESSION_NOT_FOUND" }),
  row("GET /chat/history/{userChat}", "anonymous", 404, { code: "SESSION_NOT_FOUND", chat: "{userChat}" }),
  row("GET /chat/history/{userChat}", "author", 404, { code: "SESSION_NOT_FOUND", chat: "{userChat}" }),
  row("GET /chat/history/{userChat}", "admin", 404, { code: "SESSION_NOT_FOUND" }),
  row("GET /chat/history/{anonChat}", "anonymous", 200, { chat: "{anonChat}" }),
  row("GET /chat/history/{anonChat}", "anonymous", 404, { code: "SESSION_NOT_FOUND" }),
  row("GET /chat/history/{anonChat}", "stranger", 404, { code: "SESSION_NOT_FOUND" }),
  row("GET /chat/sessions/{userChat}/stats", "stranger", 200),
  row("GET /chat/sessions/{userChat}/stats", "author", 404, { code: "SESSION_NOT_FOUND" }),
  row("PUT /chat/conversations/{userChat}/title", "stranger", 200, { payload: { title: "Mine" } }),
  row("PUT /chat/conversations/{userChat}/title", "author", 404, {
    code: "SESSION_NOT_FOUND",
    payload: { title: "Theirs" },
  }),
  row("PUT /chat/conversations/{userChat}/title", "anonymous", 404, {
    code: "SESSION_NOT_FOUND",
    chat: "{userChat}",
    payload: { title: "Theirs" },
  }),
  row("PUT /chat/conversations/{anonChat}/title", "anonymous", 200, {
    chat: "{anonChat}",
    payload: { title: "Mine" },
  }),
  row("PUT /chat/conversations/{anonChat}/title", "anonymous", 404, {
    code: "SESSION_NOT_FOUND",
    payload: { title: "Theirs" },
  }),
  row("DELETE /chat/conversations/{userChat}", "author", 404, { code: "SESSION_NOT_FOUND" }),
  row("DELETE /chat/conversations/{userChat}", "admin", 404, { code: "SESSION_NOT_FOUND" }),
  row("DELETE /chat/sessions/{userChat}", "anonymous", 404, {
    code: "SESSION_NOT_FOUND",
    chat: "{userChat}",
  }),
  row("DELETE /chat/conversations/{new.userChat}", "stranger", 200),
  row("DELETE /chat/sessions/{new.anonChat}", "anonymous", 200, { chat: "{new.anonChat}" }),
  row("GET /chat/sessions/user", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /chat/sessions/user", "stranger", 200, { shows: ["{userChat}"] }),
  row("GET /chat/sessions/user", "author", 200, { hides: ["{userChat}"] }),
  row("DELETE /chat/sessions/user/all", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("DELETE /chat/sessions/user/all", "newcomer", 200),
  row("GET /chat/conversations", "anonymous", 200, { chat: "{userChat}", hides: ["{userChat}"] }),
  row("GET /chat/conversations?includeInactive=true", "author", 200, {
    chat: "{userChat}",
    hides: ["{userChat}"],
  }),
  row("GET /chat/conversations/active", "author", 200, { chat: "{userChat}", hides: ["{userChat}"] }),
  // The assistant only ever points to live public posts, even for their author.
  row("POST /chat", "author", 200, {
    payload: { message: "show me posts about quokka ledger" },
    hides: ["private"],
  }),
  row("POST /chat", "follower", 200, {
    payload: { message: "any posts about pangolin?" },
    hides: ["followers"],
  }),

  // Training the assistant: suggestions from verified accounts, everything else for admins.
  ...(
    [
      ["anonymous", 401, "UNAUTHORIZED"],
      ["unverified", 403, "EMAIL_NOT_VERIFIED"],
      ["stranger", 202, undefined],
      ["admin", 200, undefined],
    ] as const
  ).map(([a, status, code]) =>
    row("POST /chat/train", a, status, {
      code,
      payload: { message: "where do I change my avatar", correctAgent: "account" },
    }),
  ),
  ...(
    [
      ["anonymous", 401, "UNAUTHORIZED"],
      ["unverified", 403, "FORBIDDEN"],
      ["stranger", 403, "FORBIDDEN"],
      ["admin", 200, undefined],
    ] as const
  ).map(([a, status, code]) =>
    row("POST /chat/training/example", a, status, {
      code,
      payload: { message: "how long may a title be", agentName: "writing", confidence: 1 },
    }),
  ),
  row("GET /chat/training/suggestions", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /chat/training/suggestions", "stranger", 403, { code: "FORBIDDEN" }),
  row("GET /chat/training/suggestions", "admin", 200),
  row("POST /chat/training/suggestions/{suggestion}/accept", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("POST /chat/training/suggestions/{suggestion}/accept", "stranger", 403, { code: "FORBIDDEN" }),
  row("POST /chat/training/suggestions/{suggestion}/accept", "author", 403, { code: "FORBIDDEN" }),
  row("POST /chat/training/suggestions/{new.suggestion}/accept", "admin", 200),
  row("POST /chat/training/suggestions/999999/accept", "admin", 404, { code: "SUGGESTION_NOT_FOUND" }),
  row("POST /chat/training/suggestions/{suggestion}/reject", "stranger", 403, { code: "FORBIDDEN" }),
  row("POST /chat/training/suggestions/{new.suggestion}/reject", "admin", 200),
  row("GET /chat/stats", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /chat/stats", "stranger", 403, { code: "FORBIDDEN" }),
  row("GET /chat/stats", "admin", 200),

  row("POST /upload", "anonymous", 401, { code: "UNAUTHORIZED" }),

  // Imports and exports: one's own only; someone else's import does not exist.
  row("POST /imports", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /imports", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /imports", "stranger", 200, { hides: ["quokka-import.md"] }),
  row("GET /imports", "author", 200, { shows: ["quokka-import.md"] }),
  row("GET /imports/{import}", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /imports/{import}", "stranger", 404, { code: "IMPORT_NOT_FOUND", hides: ["quokka-import.md"] }),
  row("GET /imports/{import}", "admin", 404, { code: "IMPORT_NOT_FOUND" }),
  row("GET /imports/{import}", "author", 200, { shows: ["quokka-import.md"] }),
  row("GET /exports/posts?format=markdown", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /exports/posts?format=ghost", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /exports/posts?format=ghost", "stranger", 200, { hides: [...ALL_POSTS, "public"] }),
  row("GET /exports/posts?format=ghost", "admin", 200, { hides: [...ALL_POSTS, "public"] }),
  row("GET /exports/posts?format=ghost", "follower", 200, { hides: [...ALL_POSTS, "public"] }),
  row("GET /exports/posts?format=ghost", "author", 200, { shows: ["private", "draft", "scheduled"] }),
  row("GET /exports/posts?format=markdown", "stranger", 200),

  // Statistics: a writer's own numbers only.
  row("GET /stats", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /stats?days=90", "stranger", 200, { hides: [...ALL_POSTS, "public"] }),
  row("GET /stats?days=90", "author", 200, { shows: ["private"], hides: ["draft"] }),
  row("GET /stats?postId={private}", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("GET /stats?postId={public}", "follower", 404, { code: "POST_NOT_FOUND" }),
  row("GET /stats?postId={public}", "author", 200),

  // Newsletter: anyone may subscribe; a writer's list is theirs; links are signed.
  row("POST /newsletter/{author.username}/subscribe", "anonymous", 200, {
    payload: { email: "someone.else@example.com" },
  }),
  row("GET /newsletter/settings", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("PUT /newsletter/digest", "anonymous", 401, { code: "UNAUTHORIZED", payload: { weeklyDigest: true } }),
  row("GET /newsletter/subscribers", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /newsletter/subscribers", "stranger", 200, { hides: ["mx_subscriber@example.com"] }),
  row("GET /newsletter/subscribers", "admin", 200, { hides: ["mx_subscriber@example.com"] }),
  row("GET /newsletter/subscribers", "author", 200, { shows: ["mx_subscriber@example.com"] }),
  row("POST /newsletter/subscribers", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("GET /newsletter/preferences?token=s1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "anonymous", 400, {
    code: "INVALID_TOKEN",
  }),
  row("POST /newsletter/unsubscribe?token=d{author.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "anonymous", 400, {
    code: "INVALID_TOKEN",
  }),

  // Feeds, the sitemap: what anyone on the web may see.
  row("GET ~/rss.xml", "anonymous", 200, { hides: ALL_POSTS, shows: ["public"] }),
  row("GET ~/profile/{author.username}/rss.xml", "anonymous", 200, { hides: ALL_POSTS, shows: ["public"] }),
  row("GET ~/topics/design/rss.xml", "anonymous", 200, { hides: ALL_POSTS, shows: ["public"] }),
  row("GET ~/topics/quokkalore/rss.xml", "anonymous", 404),
  row("GET ~/sitemap.xml", "anonymous", 200, { hides: ALL_POSTS }),

  // Moderated content: hidden posts and those of banned authors are their authors' and staff's only.
  ...(["anonymous", "stranger", "follower", "blocked"] as const).map((a) =>
    row("GET /posts/{hidden}", a, 404, { code: "POST_NOT_FOUND" }),
  ),
  row("GET /posts/{hidden.slug}", "author", 200, { shows: ["hidden"] }),
  row("GET /posts/{hidden}", "moderator", 200, { shows: ["hidden"] }),
  row("GET /posts/{hidden}", "admin", 200, { shows: ["hidden"] }),
  row("GET /posts/{banned}", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/{banned}", "moderator", 200, { shows: ["banned"] }),
  row("GET /posts/{hidden}/related", "stranger", 404, { code: "POST_NOT_FOUND" }),
  row("GET /posts/{hidden}/comments", "follower", 404, { code: "POST_NOT_FOUND" }),
  row("POST /posts/{hidden}/like", "follower", 404, { code: "POST_NOT_FOUND" }),
  row("POST /comments", "follower", 404, { code: "POST_NOT_FOUND", payload: comment("{hidden}") }),
  ...(["moderator", "admin", "follower"] as const).map((a) =>
    row("GET /posts?limit=50", a, 200, { hides: MODERATED, shows: ["public"] }),
  ),
  row("GET /posts?limit=50", "author", 200, { shows: ["hidden"] }),
  row("GET /posts?q=hyrax", "follower", 200, { hides: ["hidden"] }),
  row("GET /posts?q=bandicoot", "anonymous", 200, { hides: ["banned"] }),
  row("GET /posts?q=hyrax", "author", 200, { shows: ["hidden"] }),
  row("GET /posts/bookmarks", "follower", 200, { hides: ["hidden"] }),
  row("GET /topics", "follower", 200, { hides: MODERATED }),
  row("GET /topics/hyraxology", "follower", 404, { code: "TOPIC_NOT_FOUND" }),
  row("GET /topics/hyraxology", "author", 200),
  row("GET /topics/bandicootery", "moderator", 404, { code: "TOPIC_NOT_FOUND" }),
  row("GET /profiles/{author.username}?limit=50", "follower", 200, { hides: ["hidden"] }),
  row("GET /profiles/{author.username}?limit=50", "author", 200, { shows: ["hidden"] }),
  row("GET /profiles/{villain.username}?limit=50", "anonymous", 200, { hides: ["banned"] }),
  row("GET /profiles/me/export", "author", 200, { shows: ["hidden"] }),
  row("GET /notifications?limit=50", "follower", 200, { hides: MODERATED }),
  row("GET ~/rss.xml", "anonymous", 200, { hides: MODERATED }),
  row("GET ~/profile/{villain.username}/rss.xml", "anonymous", 200, { hides: ["banned"] }),
  row("GET ~/topics/hyraxology/rss.xml", "anonymous", 404),
  row("GET ~/sitemap.xml", "anonymous", 200, { hides: [...MODERATED, "{villain.username}"] }),
  row("POST /chat", "follower", 200, { payload: { message: "any posts about hyrax?" }, hides: ["hidden"] }),
  row("POST /chat", "anonymous", 200, { payload: { message: "posts about bandicoot" }, hides: ["banned"] }),
  // A hidden comment, and the banned villain's, read as a placeholder by everyone but staff and its writer.
  ...(["anonymous", "follower", "author"] as const).map((a) =>
    row("GET /posts/{public}/comments?limitComments=100", a, 200, {
      hides: ["hiddenComment", "bannedComment"],
    }),
  ),
  row("GET /posts/{public}/comments?limitComments=100", "stranger", 200, { shows: ["hiddenComment"] }),
  row("GET /posts/{public}/comments?limitComments=100", "moderator", 200, {
    shows: ["hiddenComment", "bannedComment"],
  }),
  row("POST /comments/{hiddenComment}/like", "follower", 404, { code: "COMMENT_NOT_FOUND" }),
  row("POST /comments", "follower", 404, {
    code: "COMMENT_NOT_FOUND",
    payload: comment("{public}", "{hiddenComment}"),
  }),

  // The post's author removes comments under their own post, nobody else's.
  row("DELETE /comments/{new.comment}", "author", 200),
  row("DELETE /comments/{authorComment}", "participant", 200),
  row("DELETE /comments/{comment}", "moderator", 403, { code: "FORBIDDEN" }),

  // Reports: from anyone signed in, about what they can see; messages only by their conversation's members.
  row("POST /reports", "anonymous", 401, {
    code: "UNAUTHORIZED",
    payload: { targetType: "post", targetId: "{public}", reason: "spam" },
  }),
  row("POST /reports", "newcomer", 201, {
    payload: { targetType: "post", targetId: "{public}", reason: "spam" },
  }),
  row("POST /reports", "unverified", 201, {
    payload: { targetType: "user", targetId: "{author.id}", reason: "hate" },
  }),
  row("POST /reports", "stranger", 404, {
    code: "POST_NOT_FOUND",
    payload: { targetType: "post", targetId: "{private}", reason: "spam" },
  }),
  row("POST /reports", "follower", 404, {
    code: "POST_NOT_FOUND",
    payload: { targetType: "post", targetId: "{hidden}", reason: "spam" },
  }),
  row("POST /reports", "stranger", 404, {
    code: "COMMENT_NOT_FOUND",
    payload: { targetType: "comment", targetId: "{followersComment}", reason: "spam" },
  }),
  ...(["stranger", "admin", "moderator"] as const).map((a) =>
    row("POST /reports", a, 404, {
      code: "MESSAGE_NOT_FOUND",
      payload: { targetType: "message", targetId: "{dmMessage}", reason: "harassment" },
    }),
  ),
  row("POST /reports", "author", 201, {
    payload: { targetType: "message", targetId: "{dmMessage}", reason: "harassment" },
  }),
  row("POST /reports", "participant", 400, {
    code: "CANNOT_REPORT_OWN",
    payload: { targetType: "message", targetId: "{dmMessage}", reason: "spam" },
  }),

  // The queue, resolving, sanctions and the log: staff only.
  ...(
    [
      ["anonymous", 401, "UNAUTHORIZED"],
      ["stranger", 403, "FORBIDDEN"],
      ["author", 403, "FORBIDDEN"],
    ] as const
  ).flatMap(([a, status, code]) => [
    row("GET /moderation/reports", a, status, { code }),
    row("GET /moderation/log", a, status, { code }),
    row("POST /moderation/reports/{report}/resolve", a, status, { code, payload: { action: "dismiss" } }),
    row("POST /moderation/users/{new.victim}/ban", a, status, { code, payload: { reason: "x" } }),
    row("POST /moderation/users/{villain.id}/unban", a, status, { code }),
    row("POST /moderation/posts/{public}/moderate", a, status, { code, payload: { action: "hide" } }),
    row("POST /moderation/comments/{comment}/moderate", a, status, { code, payload: { action: "hide" } }),
    row("PUT /admin/posts/{public}/featured", a, status, { code, payload: { featured: true } }),
    row("GET /admin/stats", a, status, { code }),
    row("GET /admin/users", a, status, { code }),
    row("GET /admin/users/{author.id}", a, status, { code }),
    row("GET /admin/posts", a, status, { code }),
    row("GET /admin/topics", a, status, { code }),
    row("PATCH /admin/topics/{new.topic}", a, status, { code, payload: { name: "Renamed" } }),
    row("POST /admin/topics/{new.topic}/merge", a, status, { code, payload: { into: "{new.topic}" } }),
    row("DELETE /admin/topics/{new.topic}", a, status, { code }),
    row("GET /admin/blocklist", a, status, { code }),
    row("PUT /admin/blocklist", a, status, { code, payload: { entries: [] } }),
  ]),
  row("GET /moderation/reports", "moderator", 200, { shows: ["Calm software field guide"] }),
  row("GET /moderation/reports?status=resolved", "admin", 200, { shows: ["hidden"] }),
  row("POST /moderation/reports/{new.report}/resolve", "moderator", 200, { payload: { action: "dismiss" } }),
  row("POST /moderation/reports/{new.report}/resolve", "admin", 200, { payload: { action: "dismiss" } }),
  row("POST /moderation/users/{new.victim}/suspend", "moderator", 200, {
    payload: { until: new Date(Date.now() + 86_400_000).toISOString(), reason: "Cool off" },
  }),
  row("POST /moderation/users/{new.victim}/ban", "moderator", 200, { payload: { reason: "Spam" } }),
  row("POST /moderation/users/{admin.id}/ban", "moderator", 403, {
    code: "FORBIDDEN",
    payload: { reason: "x" },
  }),
  row("POST /moderation/users/{moderator.id}/ban", "moderator", 403, {
    code: "FORBIDDEN",
    payload: { reason: "x" },
  }),
  row("POST /moderation/users/{new.bannedVictim}/unban", "moderator", 200),
  row("GET /moderation/log", "moderator", 200, { shows: ["{villain.username}"] }),
  row("GET /moderation/log?limit=50", "admin", 200, { shows: ["hidden"] }),
  row("GET /admin/users/{author.id}", "moderator", 200, { shows: ["hidden"], hides: ["private", "draft"] }),
  row("GET /admin/posts?limit=50", "moderator", 200, {
    shows: ["hidden"],
    hides: ["private", "draft", "scheduled", "followers"],
  }),
  row("GET /admin/stats", "moderator", 200),
  row("PUT /admin/posts/{public}/featured", "moderator", 200, { payload: { featured: true } }),
  row("PUT /admin/posts/{private}/featured", "admin", 409, {
    code: "NOT_FEATURABLE",
    payload: { featured: true },
  }),
  row("PUT /admin/posts/{hidden}/featured", "admin", 409, {
    code: "NOT_FEATURABLE",
    payload: { featured: true },
  }),
  row("PATCH /admin/topics/{new.topic}", "moderator", 200, { payload: { name: "Renamed by staff" } }),
  row("DELETE /admin/topics/{new.topic}", "admin", 200),

  // Roles: administrators only.
  ...(
    [
      ["anonymous", 401, "UNAUTHORIZED"],
      ["stranger", 403, "FORBIDDEN"],
      ["moderator", 403, "FORBIDDEN"],
      ["admin", 200, undefined],
    ] as const
  ).map(([a, status, code]) =>
    row("PUT /admin/users/{new.victim}/role", a, status, { code, payload: { role: "moderator" } }),
  ),
  // Contact messages: administrators only (moderators too are refused); the sender's words stay hidden.
  ...(
    [
      ["anonymous", 401, "UNAUTHORIZED"],
      ["stranger", 403, "FORBIDDEN"],
      ["moderator", 403, "FORBIDDEN"],
    ] as const
  ).flatMap(([a, status, code]) => [
    row("GET /admin/contact-messages", a, status, { code, hides: ["Matrix contact message"] }),
    row("POST /admin/contact-messages/{new.contact}/handled", a, status, { code }),
  ]),
  row("GET /admin/contact-messages", "admin", 200, { shows: ["Matrix contact message"] }),
  row("POST /admin/contact-messages/{new.contact}/handled", "admin", 200),
  row("GET /auth/me", "moderator", 200, { shows: ['"role":"moderator"'] }),
  row("GET /auth/me", "villain", 401, { code: "SESSION_ENDED" }),
];

// ---------------------------------------------------------------------------------------------------------
// The world every row runs against.

interface Person {
  id: number;
  username: string;
  token: string;
}

let t: TestApp;
const people = new Map<Actor, Person>();
const values = new Map<string, string>();
const secrets = new Map<Secret, string[]>();
/** Makers of `{new.name}` resources, called once for each row that asks. */
const fresh = new Map<string, () => Promise<string>>();
let newcomers = 0;

const who = (actor: Actor) => people.get(actor)!;
const idOf = (key: string) => Number(values.get(key));
const remember = (key: string, value: string | number) => values.set(key, String(value));

async function api(
  token: string | undefined,
  method: "GET" | "POST" | "PATCH",
  url: string,
  payload?: object,
) {
  const res = await t.request({ method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json<{ data: Record<string, unknown> & { id: number } }>().data;
}

async function person(name: string, verified = true): Promise<Person> {
  const created = await (verified ? verifiedUser : registerUser)(t, { username: `mx_${name}` });
  return { id: created.user.id, username: created.user.username, token: created.token };
}

let scenes = 0;
async function commentOn(
  token: string,
  postId: number,
  parentId?: number,
  content = `Setting scene ${++scenes}`,
) {
  const payload = { commentableType: "Post", commentableId: postId, content, parentId };
  return (await api(token, "POST", "/comments", payload)).id;
}

async function startChat(token?: string) {
  const res = await t.request({ method: "POST", url: "/api/v1/chat", token, payload: { message: "hello" } });
  return res.json<{ data: { sessionId: string } }>().data.sessionId;
}

async function addPeople() {
  const verified = [
    "author",
    "stranger",
    "follower",
    "blocked",
    "blocker",
    "participant",
    "admin",
    "moderator",
    "villain",
  ] as const;
  for (const name of verified) people.set(name, await person(name));
  people.set("unverified", await person("unverified", false));
  for (const [actor, p] of people) {
    remember(`${actor}.id`, p.id);
    remember(`${actor}.username`, p.username);
  }
  await t.app.ctx.db
    .update(users)
    .set({ role: "admin" })
    .where(eq(users.id, who("admin").id));
  await t.app.ctx.db
    .update(users)
    .set({ role: "moderator" })
    .where(eq(users.id, who("moderator").id));
  await follow(t, who("follower").id, who("author").id);
  await follow(t, who("blocked").id, who("author").id);
}

/** One post of each kind by the author, each with a topic of its own beside the shared "Design". */
async function addPosts() {
  const author = who("author").token;
  const add = async (key: Secret, topic: string, make: () => Promise<Post>) => {
    const created = await make();
    remember(key, created.id);
    remember(`${key}.slug`, created.slug);
    secrets.set(key, [created.title, created.slug, topic]);
  };
  const about = (word: string, topic: string) => ({
    content: `<p>Notes on ${word} and calm software.</p>`,
    topics: ["Design", topic],
  });
  await add("public", "Design", () =>
    publishPost(t, author, { title: "Calm software field guide", topics: ["Design"] }),
  );
  // Its topic is every post's: only the title and slug tell this one apart.
  secrets.set("public", secrets.get("public")!.slice(0, 2));
  await add("followers", "Pangolinry", () =>
    publishPost(t, author, {
      title: "Pangolin followers letter",
      ...about("pangolin", "Pangolinry"),
      visibility: "followers",
    }),
  );
  await add("private", "Quokkalore", () =>
    publishPost(t, author, {
      title: "Quokka private ledger",
      ...about("quokka ledger", "Quokkalore"),
      visibility: "private",
    }),
  );
  await add("draft", "Axolotlism", () =>
    draftPost(t, author, { title: "Axolotl unfinished draft", ...about("axolotl", "Axolotlism") }),
  );
  await add("scheduled", "Narwhalia", () =>
    publishPost(t, author, {
      title: "Narwhal scheduled reveal",
      ...about("narwhal", "Narwhalia"),
      isScheduled: true,
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    }),
  );
  fresh.set("public", async () => String((await publishPost(t, author, { title: "Here today" })).id));
}

async function addComments() {
  const [stranger, follower] = [who("stranger").token, who("follower").token];
  remember("comment", await commentOn(stranger, idOf("public")));
  remember("reply", await commentOn(follower, idOf("public"), idOf("comment")));
  remember("followersComment", await commentOn(follower, idOf("followers")));
  const elsewhere = await publishPost(t, who("participant").token, { title: "A participant's own post" });
  remember("elsewhere", elsewhere.id);
  remember("authorComment", await commentOn(who("author").token, elsewhere.id));
  fresh.set("comment", async () => String(await commentOn(stranger, idOf("public"))));
}

/** A public post someone commented on, later made private under a new title; then its author answers them. */
async function addRetitledPost() {
  const author = who("author").token;
  const open = await publishPost(t, author, { title: "Margay open notes", topics: ["Design", "Ocelotry"] });
  remember("retitled", open.id);
  const commentId = await commentOn(who("stranger").token, open.id);
  remember("retitledComment", commentId);
  await api(author, "PATCH", `/posts/write/${open.id}`, {
    visibility: "private",
    title: "Ocelot hidden retitle",
  });
  await commentOn(author, open.id, commentId);
  await api(author, "POST", `/comments/${commentId}/like`);
  // Its slug and old title were public once (followers were told about them); the new title never was.
  secrets.set("retitled", ["Ocelot hidden retitle", "Ocelotry"]);
}

async function addNotifications() {
  const author = who("author").token;
  const newest = async () => {
    const res = await t.request({ method: "GET", url: "/api/v1/notifications", token: author });
    return String(res.json<{ data: { id: number }[] }>().data[0]!.id);
  };
  remember("notification", await newest());
  fresh.set("notification", async () => {
    await commentOn((await person(`commenter${++newcomers}`)).token, idOf("public"));
    return newest();
  });
}

/** Before the block, the blocked reader followed, bookmarked, liked and wrote to the author. */
async function addBlocks() {
  const blocked = who("blocked").token;
  await api(blocked, "POST", `/posts/${idOf("followers")}/bookmark`);
  await api(blocked, "POST", `/posts/${idOf("public")}/like`);
  const conversation = await api(blocked, "POST", "/conversations", { otherId: who("author").id });
  remember("blockedConversation", conversation.id);
  await api(blocked, "POST", "/messages", { conversationId: conversation.id, content: "Hi" });
  await api(who("author").token, "POST", `/profiles/${who("blocked").username}/block`);
  await api(who("blocker").token, "POST", `/profiles/${who("author").username}/block`);
  await api(who("follower").token, "POST", `/posts/${idOf("followers")}/bookmark`);
}

async function addConversations() {
  const [participant, author] = [who("participant").token, who("author").token];
  const dm = "A word for the author only";
  secrets.set("dm", [dm]);
  const conversation = await api(participant, "POST", "/conversations", { otherId: who("author").id });
  remember("conversation", conversation.id);
  remember(
    "dmMessage",
    (await api(participant, "POST", "/messages", { conversationId: conversation.id, content: dm })).id,
  );
  await api(author, "POST", "/messages", { conversationId: conversation.id, content: "Thanks" });
  const unverified = await api(who("unverified").token, "POST", "/conversations", {
    otherId: who("author").id,
  });
  remember("unverifiedConversation", unverified.id);
  fresh.set("conversation", async () => {
    const pen = await person(`pen${++newcomers}`);
    const made = await api(pen.token, "POST", "/conversations", { otherId: who("participant").id });
    await api(pen.token, "POST", "/messages", { conversationId: made.id, content: "Hello" });
    return String(made.id);
  });
}

/** The author imported a file and has a subscriber. */
async function addReach() {
  const res = await t.request({
    method: "POST",
    url: "/api/v1/imports",
    token: who("author").token,
    ...fileForm("quokka-import.md", "# Imported notes\n\nText."),
  });
  remember("import", res.json<{ data: { id: number } }>().data.id);
  await t.request({
    method: "POST",
    url: `/api/v1/newsletter/${who("author").username}/subscribe`,
    payload: { email: "mx_subscriber@example.com" },
  });
}

async function addAssistant() {
  const stranger = who("stranger").token;
  remember("userChat", await startChat(stranger));
  remember("anonChat", await startChat());
  let suggestions = 0;
  const suggest = async () => {
    suggestions += 1;
    const message = `how do I rename my blog ${suggestions}`;
    const made = await api(stranger, "POST", "/chat/train", { message, correctAgent: "account" });
    return String(made.suggestionId);
  };
  remember("suggestion", await suggest());
  fresh.set("userChat", () => startChat(stranger));
  fresh.set("anonChat", () => startChat());
  fresh.set("suggestion", suggest);
}

/**
 * A public post the follower bookmarked and was told about, hidden by a moderator through a report; the
 * villain's post and comment, then the villain banned; a stranger's comment hidden; an open report; makers
 * of fresh reports, accounts and banned accounts for the rows that resolve, change or lift something.
 */
async function addModeration() {
  const [author, moderator, stranger] = [who("author").token, who("moderator").token, who("stranger").token];
  const hidden = await publishPost(t, author, {
    title: "Hyrax hidden notice",
    content: "<p>Notes on hyrax habits.</p>",
    topics: ["Hyraxology"],
  });
  remember("hidden", hidden.id);
  remember("hidden.slug", hidden.slug);
  secrets.set("hidden", ["Hyrax hidden notice", hidden.slug, "Hyraxology"]);
  await api(who("follower").token, "POST", `/posts/${hidden.id}/bookmark`);
  const banned = await publishPost(t, who("villain").token, {
    title: "Bandicoot banned ramble",
    content: "<p>Notes on bandicoot schemes.</p>",
    topics: ["Bandicootery"],
  });
  remember("banned", banned.id);
  secrets.set("banned", ["Bandicoot banned ramble", banned.slug, "Bandicootery"]);
  const hushed = "A hushed comment about capybaras";
  remember("hiddenComment", await commentOn(stranger, idOf("public"), undefined, hushed));
  secrets.set("hiddenComment", [hushed]);
  const villainous = "A villainous comment about tapirs";
  await commentOn(who("villain").token, idOf("public"), undefined, villainous);
  secrets.set("bannedComment", [villainous]);

  const reportOf = async (token: string, targetType: string, targetId: number) =>
    (await api(token, "POST", "/reports", { targetType, targetId, reason: "spam" })).id;
  const hide = async (reportId: number) =>
    api(moderator, "POST", `/moderation/reports/${reportId}/resolve`, { action: "hide" });
  await hide(await reportOf(stranger, "post", hidden.id));
  await hide(await reportOf(who("follower").token, "comment", idOf("hiddenComment")));
  await api(moderator, "POST", `/moderation/users/${who("villain").id}/ban`, { reason: "Spam" });
  remember("report", await reportOf(who("participant").token, "post", idOf("public")));

  fresh.set("report", async () => {
    const reporter = await person(`reporter${++newcomers}`);
    return String(await reportOf(reporter.token, "post", idOf("public")));
  });
  fresh.set("contact", async () => {
    const sent = { name: "Visitor", email: "visitor@example.com", message: "Matrix contact message" };
    return String((await api(undefined, "POST", "/contact", sent)).id);
  });
  fresh.set("victim", async () => String((await person(`victim${++newcomers}`)).id));
  fresh.set("bannedVictim", async () => {
    const victim = await person(`victim${++newcomers}`);
    await api(moderator, "POST", `/moderation/users/${victim.id}/ban`, { reason: "Spam" });
    return String(victim.id);
  });
  fresh.set("topic", async () => {
    const made = await publishPost(t, author, {
      title: "Topic maker",
      topics: [`Matrix topic ${++newcomers}`],
    });
    const topics = (await t.request({ method: "GET", url: "/api/v1/admin/topics", token: moderator })).json<{
      data: { id: number; name: string }[];
    }>().data;
    return String(topics.find((topic) => made.topics.some((mine) => mine.name === topic.name))!.id);
  });
}

/** Fills `{name}` placeholders; `{new.name}` resources are made once per row and shared within it. */
async function fill(template: string, me: Person | undefined, made: Map<string, string>): Promise<string> {
  let out = template;
  for (const [placeholder, key] of template.matchAll(/\{([\w.]+)\}/g)) {
    let value: string | undefined;
    if (key!.startsWith("me.")) value = me ? String(me[key!.slice(3) as "id" | "username"]) : undefined;
    else if (key!.startsWith("new.")) {
      const name = key!.slice(4);
      value = made.get(name) ?? (await fresh.get(name)?.());
      if (value !== undefined) made.set(name, value);
    } else value = values.get(key!);
    if (value === undefined) throw new Error(`unknown placeholder ${placeholder}`);
    out = out.replace(placeholder, value);
  }
  return out;
}

async function fillPayload(
  payload: Record<string, unknown>,
  me: Person | undefined,
  made: Map<string, string>,
) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (typeof value !== "string") out[key] = value;
    else {
      const filled = await fill(value, me, made);
      // A lone placeholder for an id goes in as the number a client would send.
      out[key] = /^\{[\w.]+\}$/.test(value) && /^\d+$/.test(filled) ? Number(filled) : filled;
    }
  }
  return out;
}

async function texts(key: Secret | string, me: Person | undefined, made: Map<string, string>) {
  return secrets.get(key as Secret) ?? [await fill(key, me, made)];
}

beforeAll(async () => {
  t = await createTestApp();
  await addPeople();
  await addPosts();
  await addComments();
  await addRetitledPost();
  await addNotifications();
  await addBlocks();
  await addConversations();
  await addAssistant();
  await addReach();
  await addModeration();
}, 120_000);
afterAll(() => t.close());

describe("authorization matrix", () => {
  it.each(rows)(
    "$endpoint as $as → $status",
    async ({ endpoint, as, status, code, payload, chat, hides, shows }) => {
      const me = as === "newcomer" ? await person(`new${++newcomers}`) : people.get(as);
      const made = new Map<string, string>();
      const [method, path] = endpoint.split(" ") as ["GET" | "POST" | "PUT" | "PATCH" | "DELETE", string];
      const filled = await fill(path, me, made);
      const res = await t.request({
        method,
        url: filled.startsWith("~") ? filled.slice(1) : `/api/v1${filled}`,
        token: me?.token,
        headers: chat ? { "x-chatbot-session-id": await fill(chat, me, made) } : {},
        ...(payload ? { payload: await fillPayload(payload, me, made) } : {}),
      });
      expect(res.statusCode, res.body.slice(0, 500)).toBe(status);
      if (code) expect(res.json<{ error: { code: string } }>().error.code).toBe(code);
      const body = res.body.toLowerCase();
      for (const key of hides ?? []) {
        for (const text of await texts(key, me, made))
          expect(body, `must not show ${key}`).not.toContain(text.toLowerCase());
      }
      for (const key of shows ?? []) {
        const candidates = await texts(key, me, made);
        expect(
          candidates.some((text) => body.includes(text.toLowerCase())),
          `must show ${key}`,
        ).toBe(true);
      }
    },
  );
});
