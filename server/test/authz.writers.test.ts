// The authorization matrix (test/authz.ts) for a writer's tools: imports and exports, statistics, the
// newsletter, and the feeds and sitemap.
import { ALL_POSTS, checkMatrix, row } from "./authz";
import type { Row } from "./authz";

const REVISION_OUTSIDERS = ["anonymous", "stranger", "follower", "admin", "moderator"] as const;

const rows: Row[] = [
  // Revisions: the author's alone; everyone else, staff and anonymous callers included, is told 404.
  ...REVISION_OUTSIDERS.flatMap((a) => [
    row("GET /posts/{public}/revisions", a, 404, { code: "POST_NOT_FOUND", hides: ["public"] }),
    row("GET /posts/{public}/revisions/{public.revision}", a, 404, {
      code: "POST_NOT_FOUND",
      hides: ["public"],
    }),
    row("POST /posts/{new.revised}/restore", a, 404, { code: "POST_NOT_FOUND", hides: ["Revised today"] }),
  ]),
  row("GET /posts/{followers}/revisions", "follower", 404, { code: "POST_NOT_FOUND", hides: ["followers"] }),
  row("GET /posts/{draft}/revisions", "stranger", 404, { code: "POST_NOT_FOUND", hides: ["draft"] }),
  row("GET /posts/{private}/revisions/{private.revision}", "admin", 404, {
    code: "POST_NOT_FOUND",
    hides: ["private"],
  }),
  row("GET /posts/{public}/revisions", "author", 200, { shows: ["public"] }),
  row("GET /posts/{draft}/revisions", "author", 200, { shows: ["draft"] }),
  row("GET /posts/{private}/revisions/{private.revision}", "author", 200, { shows: ["private"] }),
  row("GET /posts/{public}/revisions/{draft.revision}", "author", 404, {
    code: "REVISION_NOT_FOUND",
    hides: ["draft"],
  }),
  row("POST /posts/{new.revised}/restore", "author", 200, { shows: ["Revised today"] }),
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
];

checkMatrix(rows);
