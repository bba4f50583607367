// The names the console shows for the codes it gets from the server (roles, account states, moderation
// states, visibilities, the assistant's agents, audit log actions, the site's pages' states): each code's
// message id.
import type {
  AccountState,
  AuditAction,
  ChatAgent,
  ModerationState,
  PageStatus,
  UserRole,
  Visibility,
} from "@inkwell/contract";
import type { MessageId } from "../../i18n";

export const ROLE_LABELS: Record<UserRole, MessageId> = {
  user: "console.role.user",
  author: "console.role.author",
  moderator: "console.role.moderator",
  admin: "console.role.admin",
};

export const ACCOUNT_STATE_LABELS: Record<AccountState, MessageId> = {
  active: "console.accountState.active",
  suspended: "console.accountState.suspended",
  banned: "console.accountState.banned",
};

export const MODERATION_LABELS: Record<ModerationState, MessageId> = {
  held: "console.moderation.held",
  hidden: "console.moderation.hidden",
};

export const VISIBILITY_LABELS: Record<Visibility, MessageId> = {
  public: "console.visibility.public",
  followers: "console.visibility.followers",
  private: "console.visibility.private",
};

/** The agents a message may be sent to ("fallback": none was sure enough). */
export const AGENT_LABELS: Record<ChatAgent | "fallback", MessageId> = {
  faq: "console.agent.faq",
  account: "console.agent.account",
  writing: "console.agent.writing",
  discovery: "console.agent.discovery",
  smalltalk: "console.agent.smalltalk",
  fallback: "console.agent.fallback",
};

export const AUDIT_ACTION_LABELS: Record<AuditAction, MessageId> = {
  "report.dismiss": "console.audit.report.dismiss",
  "report.hide": "console.audit.report.hide",
  "report.remove": "console.audit.report.remove",
  "report.suspend": "console.audit.report.suspend",
  "report.ban": "console.audit.report.ban",
  "post.hide": "console.audit.post.hide",
  "post.unhide": "console.audit.post.unhide",
  "post.remove": "console.audit.post.remove",
  "post.feature": "console.audit.post.feature",
  "post.unfeature": "console.audit.post.unfeature",
  "comment.hide": "console.audit.comment.hide",
  "comment.unhide": "console.audit.comment.unhide",
  "comment.remove": "console.audit.comment.remove",
  "user.role": "console.audit.user.role",
  "user.suspend": "console.audit.user.suspend",
  "user.ban": "console.audit.user.ban",
  "user.unban": "console.audit.user.unban",
  "topic.rename": "console.audit.topic.rename",
  "topic.merge": "console.audit.topic.merge",
  "topic.delete": "console.audit.topic.delete",
  "blocklist.update": "console.audit.blocklist.update",
  "assistant.accept": "console.audit.assistant.accept",
  "assistant.reject": "console.audit.assistant.reject",
  "site.update": "console.audit.site.update",
  "invite.create": "console.audit.invite.create",
  "invite.revoke": "console.audit.invite.revoke",
};

export const PAGE_STATUS_LABELS: Record<PageStatus, MessageId> = {
  draft: "console.pages.status.draft",
  published: "console.pages.status.published",
};
