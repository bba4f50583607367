// The account area's English interface strings (see ../catalogue.ts): signing in and up, passwords, email
// verification, settings, the contact page and newsletter subscriptions.
const messages = {
  // Shared by the account's forms and lists.
  "account.fields.name": "Name",
  "account.fields.username": "Username",
  "account.fields.email": "Email",
  "account.fields.password": "Password",
  "account.fields.currentPassword": "Current password",
  "account.fields.newPassword": "New password",
  "account.fields.confirmNewPassword": "Confirm new password",
  "account.fields.passwordHint": "At least {min} characters.",
  "account.handle": "@{username}",
  "account.tryAgain": "Try again",

  // Google sign-in (features/auth/GoogleSignIn).
  "account.google.or": "or",
  "account.google.continue": "Continue with Google",
  "account.google.failed": "Google sign-in failed. Please try again.",
  "account.google.closed": "Google sign-in was closed or is blocked by this browser. Please try again.",
  "account.google.unavailable":
    "Google sign-in is unavailable right now. Please use your email and password.",

  // An unverified member: the banner under the header, the notice where the server would refuse them.
  "account.verifyBanner.label": "Verify your email address",
  "account.verifyBanner.text":
    "<strong>Please verify your email address.</strong> We sent a link to {email}; until you open it you cannot publish, comment or send messages.",
  "account.verifyBanner.dismiss": "Dismiss",
  "account.verifyNotice.comment": "Verify your email address to comment.",
  "account.verifyNotice.sendMessages": "Verify your email address to send messages.",
  "account.verifyNotice.publish": "Verify your email address to publish.",
  "account.verifyNotice.withEmail": "<strong>{reason}</strong> Open the link we sent to {email}.",
  "account.verifyNotice.withoutEmail": "<strong>{reason}</strong> Open the link we sent you.",
  "account.resendVerification.button": "Resend verification email",
  "account.resendVerification.sent": "Check your inbox for a new link.",
  "account.resendVerification.failed": "The email could not be sent. Please try again.",

  // Subscribing to a writer by email (features/newsletter/SubscribeForm).
  "account.subscribe.formLabel": "Subscribe to {name}",
  "account.subscribe.title": "Get {name}'s new posts by email",
  "account.subscribe.emailLabel": "Email address",
  "account.subscribe.placeholder": "you@example.com",
  "account.subscribe.button": "Subscribe",
  "account.subscribe.invalidEmail": "Enter a valid email address",
  "account.subscribe.failed": "Could not subscribe. Try again.",
  "account.subscribe.active": "Subscribed: {name}'s new posts will come to {email}.",
  "account.subscribe.pending": "Check {email}: click the link in the mail to confirm.",

  // /login
  "account.login.title": "Welcome back",
  "account.login.subtitle": "Sign in to write, follow authors and keep your bookmarks.",
  "account.login.footer": "New to {site}? <link>Create an account</link>",
  "account.login.formLabel": "Sign in",
  "account.login.identifier": "Email or username",
  "account.login.forgotPassword": "Forgot password?",
  "account.login.submit": "Sign In",

  // /register
  "account.register.title": "Create your account",
  "account.register.subtitle": "Join {site} to publish stories and follow the writers you love.",
  "account.register.footer": "Already have an account? <link>Sign in</link>",
  "account.register.formLabel": "Create account",
  "account.register.usernameHint": "{min}–{max} lowercase letters, digits or underscores.",
  "account.register.submit": "Sign Up",
  "account.register.invitedSubtitle": "You have been invited: create your account to join.",
  "account.register.closedTitle": "Registration is by invitation",
  "account.register.closedText":
    "This site takes new members by invitation only. If you were invited, open the link from your invitation; if you already have an account, sign in.",
  "account.register.closedSignIn": "Sign in",

  // /forgot-password
  "account.forgotPassword.title": "Forgot your password?",
  "account.forgotPassword.subtitle":
    "Enter the email you signed up with and we'll send you a link to choose a new one.",
  "account.forgotPassword.footer": "Remembered it? <link>Back to sign in</link>",
  "account.forgotPassword.formLabel": "Request password reset",
  "account.forgotPassword.submit": "Send reset link",
  "account.forgotPassword.sentTitle": "Check your inbox",
  "account.forgotPassword.sentFallback": "If an account exists for that email, a reset link is on its way.",
  "account.forgotPassword.sentText":
    "The link expires soon, so use it while it is fresh. Didn't get anything? Check your spam folder.",
  "account.forgotPassword.backToSignIn": "Back to sign in",

  // /reset-password
  "account.resetPassword.invalidTitle": "This link can't be used",
  "account.resetPassword.invalidSubtitle": "The password reset link is invalid or has expired.",
  "account.resetPassword.invalidText":
    "Reset links work once and only for a short time. Request a fresh one and we'll email it right away.",
  "account.resetPassword.requestNew": "Request a new link",
  "account.resetPassword.checking": "Checking your link",
  "account.resetPassword.checkFailedTitle": "We couldn't check your link",
  "account.resetPassword.doneTitle": "Password updated",
  "account.resetPassword.doneSubtitle": "Your password has been changed. Sign in with the new one.",
  "account.resetPassword.signIn": "Sign In",
  "account.resetPassword.title": "Choose a new password",
  "account.resetPassword.subtitleFor": "For {email}",
  "account.resetPassword.subtitle": "Pick something you don't use anywhere else.",
  "account.resetPassword.submit": "Reset password",

  // /verified
  "account.verified.verifying": "Verifying your email",
  "account.verified.successTitle": "Your email is verified",
  "account.verified.successText":
    "Thanks for confirming your address. Your account is all set — start reading, writing and following authors.",
  "account.verified.failureTitle": "We couldn't verify your email",
  "account.verified.needsLink": "This page needs the link from your verification email.",
  "account.verified.expired": "This verification link has expired.",
  "account.verified.invalid": "This verification link is invalid or has already been used.",
  "account.verified.unreachable":
    "We couldn't reach the server to verify your email. Please try again in a moment.",
  "account.verified.resent": "A new verification email is on its way. Check your inbox.",
  "account.verified.resendFailed": "Could not send the email. Please try again.",
  "account.verified.goHome": "Go to Home",
  "account.verified.alreadyVerified": "Your email is already verified — go home",
  "account.verified.signInForLink": "Sign in to get a new link",

  // /settings
  "account.settings.title": "Settings",
  "account.settings.description": "Manage your account and how {site} looks for you.",
  "account.settings.account.title": "Account",
  "account.settings.account.text": "The details you sign in with.",
  "account.settings.account.verified": "Verified",
  "account.settings.account.notVerified": "Not verified",
  "account.settings.account.verification": "Verification",
  "account.settings.account.resendFailed": "Could not send.",
  "account.settings.account.role": "Role",
  "account.settings.account.roleName":
    "{role, select, user {User} moderator {Moderator} admin {Admin} other {{role}}}",
  "account.settings.appearance.title": "Appearance",
  "account.settings.appearance.text": "Choose a theme, or follow your device's setting.",
  "account.settings.appearance.legend": "Theme",
  "account.settings.appearance.light": "Light",
  "account.settings.appearance.dark": "Dark",
  "account.settings.appearance.system": "System",
  "account.settings.security.title": "Security",
  "account.settings.security.withPassword": "Changing your password signs you out of other devices.",
  "account.settings.security.google": "You sign in with Google, so there is no password to change here.",
  "account.settings.changePassword.submit": "Change password",
  "account.settings.changePassword.done": "Your password was changed.",
  "account.settings.import.title": "Import",
  "account.settings.import.text":
    "Bring your posts from WordPress (the .xml export), Ghost (the .json export), Medium or Substack (the .zip export, as they send it) or Markdown files (one .md, or a .zip of them with their images). Importing the same file again adds nothing twice.",
  "account.settings.import.sendFailed": "The file could not be sent.",
  "account.settings.import.choose": "Choose a file to import",
  "account.settings.import.loading": "Loading imports",
  "account.settings.import.list": "Your imports",
  "account.settings.import.status":
    "{status, select, queued {queued} running {running} done {done} failed {failed} other {{status}}}",
  "account.settings.import.started": "{source} · started {time}",
  "account.settings.import.progress": "Imported {done} of {total}",
  "account.settings.import.counts":
    "{posts, plural, one {# post} other {# posts}} · {topics, plural, one {# topic} other {# topics}} · {tags, plural, one {# tag} other {# tags}} · {comments, plural, one {# comment} other {# comments}} counted · {skipped} skipped",
  "account.settings.import.notes": "{count, plural, one {# note} other {# notes}}",
  "account.settings.exportPosts.title": "Export posts",
  "account.settings.exportPosts.text":
    "All your posts, drafts included: Markdown files with their images in a zip, or a file Ghost can import.",
  "account.settings.exportPosts.markdown": "Markdown (.zip)",
  "account.settings.exportPosts.ghost": "Ghost (.json)",
  "account.settings.emailNotifications.title": "Email notifications",
  "account.settings.emailNotifications.text":
    "What we mail you about. Mails wait a quarter of an hour and gather what happened meanwhile; each has a link to stop that kind.",
  "account.settings.emailNotifications.loading": "Loading your email notifications",
  "account.settings.emailNotifications.loadFailed": "Your email notifications could not be loaded.",
  "account.settings.emailNotifications.saveFailed": "Could not save.",
  "account.settings.emailNotifications.comments": "Comments on your posts",
  "account.settings.emailNotifications.replies": "Replies to your comments",
  "account.settings.emailNotifications.followers": "New followers",
  "account.settings.emailNotifications.mentions": "Mentions of you in comments",
  "account.settings.emailNotifications.messages": "Direct messages you have not read after 15 minutes",
  "account.settings.newsletter.title": "Newsletter",
  "account.settings.newsletter.text":
    "Readers can subscribe to your posts by email from your profile. Public posts are mailed to them when they go live, unless you switch it off when publishing.",
  "account.settings.newsletter.loading": "Loading newsletter settings",
  "account.settings.newsletter.subscribers": "Subscribers",
  "account.settings.newsletter.pending": "Waiting for confirmation",
  "account.settings.newsletter.unsubscribed": "Unsubscribed",
  "account.settings.newsletter.readFailed": "The list could not be read.",
  "account.settings.newsletter.imported":
    "{added, plural, one {# subscriber} other {# subscribers}} added, {skipped} skipped.",
  "account.settings.newsletter.importedWithNotes":
    "{added, plural, one {# subscriber} other {# subscribers}} added, {skipped} skipped. {notes}",
  "account.settings.newsletter.download": "Download subscribers (CSV)",
  "account.settings.newsletter.import": "Import subscribers (CSV)",
  "account.settings.newsletter.digest":
    "<strong>Weekly digest</strong><muted> — a mail each week with new posts from the writers you follow.</muted>",
  "account.settings.people.person": "<strong>{name}</strong><muted> @{username} · {since}</muted>",
  "account.settings.blocked.title": "Blocked users",
  "account.settings.blocked.description":
    "People you blocked can't follow you, message you or comment on your posts.",
  "account.settings.blocked.loading": "Loading blocked users",
  "account.settings.blocked.loadFailed": "Blocked users could not be loaded.",
  "account.settings.blocked.empty": "You haven't blocked anyone.",
  "account.settings.blocked.since": "blocked {date}",
  "account.settings.blocked.action": "Unblock",
  "account.settings.muted.title": "Muted accounts",
  "account.settings.muted.description":
    "Posts from people you muted stay out of your feeds and their comments are folded away. They aren't told.",
  "account.settings.muted.loading": "Loading muted accounts",
  "account.settings.muted.loadFailed": "Muted accounts could not be loaded.",
  "account.settings.muted.empty": "You haven't muted anyone.",
  "account.settings.muted.since": "muted {date}",
  "account.settings.muted.action": "Unmute",
  "account.settings.comments.title": "Your comments",
  "account.settings.comments.description":
    "Everything you have written under posts, newest first. You can delete a comment here even when you can no longer open its post.",
  "account.settings.comments.loading": "Loading your comments",
  "account.settings.comments.loadFailed": "Your comments could not be loaded.",
  "account.settings.comments.empty": "You haven't written any comments yet.",
  "account.settings.comments.on": "On <link>{title}</link> · {date}",
  "account.settings.comments.unreadable": "On a post you can no longer read · {date}",
  "account.settings.comments.delete": "Delete",
  "account.settings.comments.deleteLabel": "Delete your comment of {date}",
  "account.settings.comments.more": "Load more comments",
  "account.settings.yourData.title": "Your data",
  "account.settings.yourData.text": "Download your profile, posts, comments and follows as a JSON file.",
  "account.settings.yourData.button": "Export my data",
  "account.settings.delete.title": "Delete account",
  "account.settings.delete.text":
    "This permanently removes your account, posts and comments. It cannot be undone.",
  "account.settings.delete.open": "Delete my account",
  "account.settings.delete.confirmHint": "Enter your password to confirm.",
  "account.settings.delete.failed": "Your account could not be deleted.",
  "account.settings.delete.cancel": "Cancel",
  "account.settings.delete.confirm": "Permanently delete",

  // /contact
  "account.contact.headTitle": "Contact",
  "account.contact.headDescription": "How to reach the people behind {site}.",
  "account.contact.eyebrow": "Contact",
  "account.contact.title": "Get in touch",
  "account.contact.description":
    "Questions about your account, a bug to report or an idea for {site}? We'd love to hear from you.",
  "account.contact.emailTitle": "Email",
  "account.contact.replyTime": "We usually reply within one or two working days.",
  "account.contact.chatTitle": "Support chat",
  "account.contact.chatText":
    "For quick questions, the chat bubble in the corner answers right away, day or night.",
  "account.contact.formTitle": "Send us a message",
  "account.contact.sent": "Thanks, your message is on its way. We'll answer at <strong>{email}</strong>.",
  "account.contact.sendAnother": "Send another message",
  "account.contact.formLabel": "Contact form",
  "account.contact.subject": "Subject",
  "account.contact.message": "Message",
  "account.contact.submit": "Send message",

  // /newsletter (the links in the newsletter's mails)
  "account.newsletter.title": "Email subscriptions",
  "account.newsletter.description": "The writers whose new posts come to your inbox.",
  "account.newsletter.openFromMail":
    "Open this page from the link in one of our mails to manage your subscriptions.",
  "account.newsletter.mailTo": "Mail to {email}",
  "account.newsletter.noMail": "This address gets no mail from {site} writers.",
  "account.newsletter.legend": "New posts by email from:",
  "account.newsletter.author": "<strong>{name}</strong> <link>@{username}</link>",
  "account.newsletter.saveFailed": "Could not save.",
  "account.newsletter.saved": "Saved.",
  "account.newsletter.save": "Save preferences",
  "account.newsletter.loading": "Loading your subscriptions",
  "account.newsletter.linkBroken": "This link does not work.",
  "account.newsletter.confirming": "Confirming",
  "account.newsletter.confirmed": "You're subscribed. New posts will come to {email}.",
  "account.newsletter.unsubscribing": "Unsubscribing",
  "account.newsletter.digestOff": "You will not get the weekly digest any more.",
  "account.newsletter.unsubscribed": "You are unsubscribed: no more mail from this writer.",
  "account.newsletter.changedMind": "Changed your mind? Turn it back on in <link>Settings</link>.",
} as const;

export default messages;
