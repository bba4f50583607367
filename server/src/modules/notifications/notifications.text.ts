// The words of every notification someone's action causes, in one place: the actor is always named by their
// display name (never their user name), and a post by its title in quotes; with what it is about (`about`),
// which clients word in their reader's language. The service and the demo seed both build them here.
import type { NotificationAbout } from "@inkwell/contract";

/** Who did it, as people see them elsewhere on the site: the display name, the user name only if it is blank. */
export function actorLabel(actor: { name: string; username: string }): string {
  return actor.name.trim() || actor.username;
}

const quoted = (title: string) => `“${title || "Untitled"}”`;

type Actor = { name: string; username: string };

/** A notification's English sentence and what it is about. */
export interface NotificationWords {
  content: string;
  about: NotificationAbout;
}

const about = (kind: Extract<NotificationAbout, { title: string }>["kind"], postTitle: string) => ({
  kind,
  title: postTitle || "Untitled",
});

export const notificationText = {
  postLiked: (actor: Actor, postTitle: string): NotificationWords => ({
    content: `${actorLabel(actor)} liked your post ${quoted(postTitle)}`,
    about: about("postLiked", postTitle),
  }),
  commentLiked: (actor: Actor, postTitle: string): NotificationWords => ({
    content: `${actorLabel(actor)} liked your comment on ${quoted(postTitle)}`,
    about: about("commentLiked", postTitle),
  }),
  replied: (actor: Actor, postTitle: string): NotificationWords => ({
    content: `${actorLabel(actor)} replied to your comment on ${quoted(postTitle)}`,
    about: about("replied", postTitle),
  }),
  commented: (actor: Actor, postTitle: string): NotificationWords => ({
    content: `${actorLabel(actor)} commented on your post ${quoted(postTitle)}`,
    about: about("commented", postTitle),
  }),
  mentioned: (actor: Actor, postTitle: string): NotificationWords => ({
    content: `${actorLabel(actor)} mentioned you in a comment on ${quoted(postTitle)}`,
    about: about("mentioned", postTitle),
  }),
  followed: (actor: Actor): NotificationWords => ({
    content: `${actorLabel(actor)} started following you`,
    about: { kind: "followed" },
  }),
  published: (actor: Actor, postTitle: string): NotificationWords => ({
    content: `${actorLabel(actor)} published ${quoted(postTitle)}`,
    about: about("published", postTitle),
  }),
};
