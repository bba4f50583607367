// The authorization matrix (test/authz.ts) between people: profiles and accounts, notifications, direct
// messages and the realtime channels.
import { ALL_POSTS, PASSWORD, channel, checkMatrix, row } from "./authz";
import type { Row } from "./authz";

const rows: Row[] = [
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
  // Notification mails: the signed link is the only key; a forged one (someone else's id) is refused.
  row(
    "GET /notifications/unsubscribe?token={author.id}-comments.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "anonymous",
    400,
    {
      code: "INVALID_TOKEN",
    },
  ),
  row(
    "POST /notifications/unsubscribe?token={author.id}-comments.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "stranger",
    400,
    {
      code: "INVALID_TOKEN",
    },
  ),
  row("GET /me/preferences", "anonymous", 401, { code: "UNAUTHORIZED" }),
  row("PUT /me/preferences", "anonymous", 401, {
    code: "UNAUTHORIZED",
    payload: { emailNotifications: { comments: false } },
  }),
  row("PUT /me/preferences", "stranger", 200, { payload: { emailNotifications: { followers: true } } }),

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
  row("POST /conversations", "unverified", 403, {
    code: "EMAIL_NOT_VERIFIED",
    payload: { otherId: "{author.id}" },
  }),
  row("GET /conversations", "unverified", 200, { hides: ["{author.username}"] }),
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
];

checkMatrix(rows);
