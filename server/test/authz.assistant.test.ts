// The authorization matrix (test/authz.ts) for the support assistant: whose sessions are whose, the posts it
// points to, and training it.
import { checkMatrix, row } from "./authz";
import type { Row } from "./authz";

const rows: Row[] = [
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
];

checkMatrix(rows);
