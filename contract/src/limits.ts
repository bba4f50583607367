// Limits, enumerations and fixed names shared by server and web, with no validation code: the browser needs
// these on every page, while the schemas (and zod) are loaded only by the pages that validate forms.

// Pages of lists and ids

export const PAGE_DEFAULT = 1;
export const LIMIT_DEFAULT = 10;
export const LIMIT_MAX = 50;
/** Ids are PostgreSQL integers: a larger number can name nothing and must not reach the database. */
export const ID_MAX = 2_147_483_647;

// People

export const USER_ROLES = ["user", "author", "moderator", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** Roles that may publish when the site lets only authors publish (site setting `publishing: "authors"`). */
export const PUBLISHER_ROLES = ["author", "moderator", "admin"] as const satisfies readonly UserRole[];
/** Roles that may moderate: the reports queue, sanctions, hiding content and the admin console. */
export const STAFF_ROLES = ["moderator", "admin"] as const satisfies readonly UserRole[];

export function isStaffRole(role: UserRole | undefined): boolean {
  return role === "moderator" || role === "admin";
}
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_PATTERN = /^[a-z0-9_]+$/;
export const NAME_MAX = 80;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// Posts, topics, tags and uploads

export const POST_STATUS = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof POST_STATUS)[number];
export const VISIBILITY = ["public", "followers", "private"] as const;
export type Visibility = (typeof VISIBILITY)[number];
/**
 * Content others may not see for now: "held" for review (it matched the moderation blocklist) or "hidden"
 * by a moderator. Its author and moderators still see it.
 */
export const MODERATION_STATES = ["held", "hidden"] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];
export const TITLE_MAX = 200;
export const EXCERPT_MAX = 500;
export const CONTENT_MAX = 500_000;
/** Elements nest at most this deep in a post body (the editor never goes past ten). */
export const CONTENT_DEPTH_MAX = 100;
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;
export const TOPICS_MAX = 5;
export const TOPIC_NAME_MAX = 40;
export const TAGS_MAX = 5;
export const TAG_NAME_MAX = 30;
export const FEATURED_MAX = 3;
export const RELATED_MAX = 3;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** A file under /uploads/ as the server names them (folders and a file name; no "..", no query). */
export const UPLOAD_PATH = /^\/uploads\/(?:[\w-]+\/)*[\w-]+\.[a-z0-9]+$/i;

/** An image a post or profile may show: an http(s) address or one of the site's own uploads. */
export function isImageUrl(url: string): boolean {
  return url.length <= URL_MAX && (/^https?:\/\//i.test(url) || UPLOAD_PATH.test(url));
}
export const POST_SORTS = ["latest", "popular"] as const;
export const TOPIC_SORTS = ["popular", "name"] as const;

// Comments, profiles and notifications

export const COMMENT_MAX = 2000;
/** Replies nest at most this deep; a reply to the deepest level joins the same thread. */
export const COMMENT_LEVEL_MAX = 2;
export const COMMENTS_LIMIT_DEFAULT = 20;
export const COMMENTS_LIMIT_MAX = 100;
export const DELETED_COMMENT_TEXT = "This comment was deleted";
/** What others see of a comment a moderator hid, or whose author is banned. */
export const HIDDEN_COMMENT_TEXT = "[hidden by a moderator]";
/** A comment the post's author removed that still holds replies. */
export const REMOVED_BY_AUTHOR_TEXT = "[removed by the author]";
/** A comment a moderator removed that still holds replies. */
export const REMOVED_BY_MODERATOR_TEXT = "[removed by a moderator]";
/** `@username` mentions in one comment that become links, notifications and mails; later ones stay text. */
export const MENTIONS_PER_COMMENT_MAX = 5;
export const INTRODUCTION_MAX = 500;
export const URL_MAX = 2048;
export const NOTIFICATION_TYPE = ["like", "comment", "follow", "general"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPE)[number];

// Direct messages

export const MESSAGE_MAX = 2000;
export const MESSAGES_PAGE_DEFAULT = 30;
export const MESSAGES_PAGE_MAX = 100;

// The support assistant

export const CHATBOT_SESSION_HEADER = "x-chatbot-session-id";
export const CHATBOT_SESSION_STORAGE_KEY = "chatbot-session-id";
export const CHAT_MESSAGE_MAX = 1000;
export const CHAT_AGENTS = ["faq", "account", "writing", "discovery", "smalltalk"] as const;
export type ChatAgent = (typeof CHAT_AGENTS)[number];
export const CHAT_SESSION_LIST_DEFAULT = 10;
export const CHAT_CONVERSATIONS_DEFAULT = 20;
/** Where a training example came from: an admin's entry, a confident prediction, or an accepted correction. */
export const CHAT_EXAMPLE_SOURCES = ["manual", "auto", "correction"] as const;
export type ChatExampleSource = (typeof CHAT_EXAMPLE_SOURCES)[number];
export const CHAT_ROLES = ["user", "assistant"] as const;
export const CHAT_SUGGESTION_STATUSES = ["pending", "accepted", "rejected"] as const;
export type ChatSuggestionStatus = (typeof CHAT_SUGGESTION_STATUSES)[number];

/** Only a position between these shares of a post is worth offering back ("Continue where you left off"). */
export const READING_PROGRESS_MIN = 0.05;
export const READING_PROGRESS_MAX = 0.95;
