// The authorization matrix (test/authz.ts) for moderation: hidden posts and comments, banned authors,
// reports, the queue, sanctions and the log, roles, contact messages, the site's pages, its settings and
// invitations.
import { MODERATED, checkMatrix, comment, row } from "./authz";
import type { Row } from "./authz";

/** Everyone but administrators, as routes only administrators may call answer them. */
const refusedBelowAdmin = [
  ["anonymous", 401, "UNAUTHORIZED"],
  ["stranger", 403, "FORBIDDEN"],
  ["moderator", 403, "FORBIDDEN"],
] as const;

const rows: Row[] = [
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

  // Roles, the author role too: administrators only.
  ...(
    [
      ["anonymous", 401, "UNAUTHORIZED"],
      ["stranger", 403, "FORBIDDEN"],
      ["moderator", 403, "FORBIDDEN"],
      ["admin", 200, undefined],
    ] as const
  ).flatMap(([a, status, code]) =>
    (["moderator", "author"] as const).map((role) =>
      row("PUT /admin/users/{new.victim}/role", a, status, { code, payload: { role } }),
    ),
  ),
  // Invitations: administrators only.
  ...[...refusedBelowAdmin, ["author", 403, "FORBIDDEN"] as const].flatMap(([a, status, code]) => [
    row("POST /admin/invites", a, status, { code, payload: { role: "author" } }),
    row("GET /admin/invites", a, status, { code, hides: ["matrix-invite@example.com"] }),
    row("DELETE /admin/invites/{new.invite}", a, status, { code }),
  ]),
  row("POST /admin/invites", "admin", 201, { payload: { email: "new@example.com", role: "user" } }),
  row("GET /admin/invites", "admin", 200, { shows: ["matrix-invite@example.com"] }),
  row("DELETE /admin/invites/{new.invite}", "admin", 200),
  // Contact messages: administrators only (moderators too are refused); the sender's words stay hidden.
  ...refusedBelowAdmin.flatMap(([a, status, code]) => [
    row("GET /admin/contact-messages", a, status, { code, hides: ["Matrix contact message"] }),
    row("POST /admin/contact-messages/{new.contact}/handled", a, status, { code }),
  ]),
  row("GET /admin/contact-messages", "admin", 200, { shows: ["Matrix contact message"] }),
  row("POST /admin/contact-messages/{new.contact}/handled", "admin", 200),
  // The site's pages: administrators write them and read drafts; a draft is not found for anyone else.
  ...refusedBelowAdmin.flatMap(([a, status, code]) => [
    row("GET /admin/pages", a, status, { code, hides: ["Matrix draft page"] }),
    row("GET /admin/pages/{new.page}", a, status, { code }),
    row("POST /admin/pages", a, status, {
      code,
      payload: { title: "Not theirs", html: "<p>x</p>", status: "published" },
    }),
    row("PUT /admin/pages/{new.page}", a, status, { code, payload: { status: "published" } }),
    row("DELETE /admin/pages/{new.page}", a, status, { code }),
    row("GET /pages/{draftPage}", a, 404, { code: "PAGE_NOT_FOUND", hides: ["Matrix draft page"] }),
  ]),
  row("GET /pages/{draftPage}", "author", 404, { code: "PAGE_NOT_FOUND", hides: ["Matrix draft page"] }),
  row("GET /pages/{draftPage}", "admin", 200, { shows: ["Matrix draft page"] }),
  row("GET /pages", "anonymous", 200, { shows: ["about"], hides: ["Matrix draft page"] }),
  row("GET /admin/pages", "admin", 200, { shows: ["Matrix draft page"] }),
  row("GET /admin/pages/{new.page}", "admin", 200),
  row("POST /admin/pages", "admin", 201, {
    payload: { title: "The matrix's page", html: "<p>x</p>", status: "published" },
  }),
  row("PUT /admin/pages/{new.page}", "admin", 200, { payload: { status: "published" } }),
  row("DELETE /admin/pages/{new.page}", "admin", 200),
  // The site's settings: anyone reads them, administrators alone change them.
  ...(["anonymous", "stranger", "moderator", "admin"] as const).map((a) => row("GET /site", a, 200)),
  ...[...refusedBelowAdmin, ["author", 403, "FORBIDDEN"] as const].map(([a, status, code]) =>
    row("PUT /admin/site", a, status, { code, payload: { poweredBy: true } }),
  ),
  row("PUT /admin/site", "admin", 200, { payload: { poweredBy: true } }),
  row("GET /auth/me", "moderator", 200, { shows: ['"role":"moderator"'] }),
  row("GET /auth/me", "villain", 401, { code: "SESSION_ENDED" }),
];

checkMatrix(rows);
