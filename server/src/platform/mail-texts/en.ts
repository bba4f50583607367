// The English texts of every mail the server sends (see ./index.ts), in ICU message syntax. This file is the
// reference: the Vietnamese one (vi.ts) has exactly its keys and placeholders. A key starts with the module
// whose mails use it. `<link>…</link>` marks the part of a sentence that becomes a link in the HTML part; `{site}`
// is the site's title (given by mailTexts to every message: never write the name itself).
const texts = {
  // Account: verification and password reset (auth.mails.ts).
  "auth.verify.subject": "Confirm your email address",
  "auth.verify.intro": "Hi {name}, welcome to {site}! Please confirm that this is your email address.",
  "auth.verify.action": "Verify email",
  "auth.verify.outro":
    "This link works once and expires in {hours, plural, one {# hour} other {# hours}}. If you did not create an account, ignore this mail.",
  "auth.reset.subject": "Reset your password",
  "auth.reset.intro":
    "Hi {name}, someone (hopefully you) asked to reset the password of your {site} account.",
  "auth.reset.action": "Choose a new password",
  "auth.reset.outro":
    "This link works once and expires in {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, your password stays unchanged.",

  // Sanctions (moderation.mails.ts).
  "moderation.suspended.subject": "Your {site} account is suspended",
  "moderation.suspended.intro":
    "Hi {name}, a moderator suspended your account until {until, date, utcDay} at {until, time, utcMinute} UTC.",
  "moderation.suspended.meaning":
    "Until then you cannot sign in; your posts and comments stay as they are. After that date you can sign in again.",
  "moderation.banned.subject": "Your {site} account is banned",
  "moderation.banned.intro": "Hi {name}, a moderator banned your account.",
  "moderation.banned.meaning":
    "You can no longer sign in, and your posts and comments are no longer shown to others.",
  "moderation.restored.subject": "Your {site} account is restored",
  "moderation.restored.intro":
    "Hi {name}, the ban or suspension of your account has been lifted. You can sign in again.",
  "moderation.reason": "Reason: {reason}",
  "moderation.questions": "Questions: <link>{contact}</link>",

  // A contact message, to the support address (contact.mails.ts).
  "contact.subject": "[Contact] {subject}",
  "contact.footer":
    "Contact message #{id} on {site}; reply to this mail to answer. <link>All messages</link>",
  "contact.senderLanguage": "The sender's language: {language}.",

  // Newsletter: the confirmation, a post, the weekly digest (newsletter.mails.ts).
  "newsletter.confirm.subject": "Confirm your subscription to {author}",
  "newsletter.confirm.heading": "Confirm your subscription",
  "newsletter.confirm.intro": "Please confirm that you want {author}'s new posts by email.",
  "newsletter.confirm.button": "Yes, subscribe me",
  "newsletter.confirm.link": "Confirm",
  "newsletter.confirm.ignore":
    "If you did not ask for this on {site}, ignore this mail: nothing will be sent.",
  "newsletter.post.readTime": "{minutes, number} min read",
  "newsletter.post.by": "by {author}",
  "newsletter.post.readOnSite": "Read on the site",
  "newsletter.post.watchVideo": "Watch the video",
  "newsletter.post.why": "You get this because you subscribed to {author} on {site}.",
  "newsletter.post.preferences": "Preferences",
  "newsletter.post.unsubscribe": "Unsubscribe",
  "newsletter.digest.subject": "Your week on {site}: {count, plural, one {# new post} other {# new posts}}",
  "newsletter.digest.heading": "This week from the writers you follow",
  "newsletter.digest.why": "You get this weekly digest from {site} because you asked for it.",
  "newsletter.digest.settings": "Settings",
  "newsletter.digest.stop": "Stop the digest",

  // Notification mails: batches of what happened to a member, and the page of their unsubscribe link
  // (notifications.mails.ts). `{site}` is the site's name, given by the code in one place.
  "notifications.kind":
    "{kind, select, comments {comments on your posts} replies {replies to your comments} followers {new followers} mentions {mentions of you} other {unread direct messages}}",
  "notifications.comments.subject":
    "{count, plural, one {A new comment} other {# new comments}} on your posts on {site}",
  "notifications.replies.subject":
    "{count, plural, one {A new reply} other {# new replies}} to your comments on {site}",
  "notifications.followers.subject":
    "{count, plural, one {A new follower} other {# new followers}} on {site}",
  "notifications.mentions.subject":
    "{count, plural, one {Someone mentioned you} other {You were mentioned # times}} on {site}",
  "notifications.messages.subject":
    "{count, plural, one {An unread message} other {# unread messages}} on {site}",
  "notifications.comments.item": "{actor} commented on your post “{title}”",
  "notifications.replies.item": "{actor} replied to your comment on “{title}”",
  "notifications.followers.item": "{actor} started following you",
  "notifications.mentions.item": "{actor} mentioned you in a comment on “{title}”",
  "notifications.messages.item": "{actor} sent you a message",
  "notifications.greeting": "Hi {name}, here is what happened on {site}:",
  "notifications.more": "…and {count, plural, one {# more} other {# more}} on the site.",
  "notifications.open": "Open",
  "notifications.why": "You get this because mails about {what} are on in your settings.",
  "notifications.settings": "Settings",
  "notifications.stop": "Stop these mails",
  "notifications.unsubscribe.title": "Stop mails about {what}?",
  "notifications.unsubscribe.intro": "You will no longer get mails about {what} from {site}.",
  "notifications.unsubscribe.confirm": "Stop these mails",
  "notifications.unsubscribe.done":
    "Done: no more mails about {what}. You can turn them back on in <link>Settings</link>.",
} as const;

export default texts;
