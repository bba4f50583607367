// A member's preferences (GET/PUT /api/v1/me/preferences): the interface language and which notification
// mails they get. A field left out of a PUT keeps its value; so does a mail kind left out of
// `emailNotifications`.
import "./zod-config";
import { z } from "zod";
import { LANGUAGES, type Language } from "./languages";

/** What a notification mail is about; each kind is batched, switched and unsubscribed from on its own. */
export const EMAIL_NOTIFICATION_KINDS = ["comments", "replies", "followers", "mentions", "messages"] as const;
export type EmailNotificationKind = (typeof EMAIL_NOTIFICATION_KINDS)[number];
export type EmailNotifications = Record<EmailNotificationKind, boolean>;

/** What a member gets until they choose: everything but new followers. */
export const EMAIL_NOTIFICATION_DEFAULTS: EmailNotifications = {
  comments: true,
  replies: true,
  followers: false,
  mentions: true,
  messages: true,
};

const onOff = z.boolean({ error: "Each email notification must be true or false" }).optional();

export const memberPreferencesBody = z.object({
  /** null: follow the browser, then the site's default. */
  language: z.enum(LANGUAGES, { error: 'language must be "vi", "en" or null' }).nullable().optional(),
  emailNotifications: z
    .strictObject(
      { comments: onOff, replies: onOff, followers: onOff, mentions: onOff, messages: onOff },
      { error: "emailNotifications must name comments, replies, followers, mentions or messages" },
    )
    .optional(),
});
export type MemberPreferencesBody = z.infer<typeof memberPreferencesBody>;

export interface MemberPreferences {
  language: Language | null;
  emailNotifications: EmailNotifications;
}
