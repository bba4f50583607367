// The words of every notification someone's action causes, in one place: the actor is always named by their
// display name (never their user name), and a post by its title in quotes. The service and the demo seed
// both build their texts here.

/** Who did it, as people see them elsewhere on the site: the display name, the user name only if it is blank. */
export function actorLabel(actor: { name: string; username: string }): string {
  return actor.name.trim() || actor.username;
}

const quoted = (title: string) => `“${title || "Untitled"}”`;

type Actor = { name: string; username: string };

export const notificationText = {
  postLiked: (actor: Actor, postTitle: string) => `${actorLabel(actor)} liked your post ${quoted(postTitle)}`,
  commentLiked: (actor: Actor, postTitle: string) =>
    `${actorLabel(actor)} liked your comment on ${quoted(postTitle)}`,
  replied: (actor: Actor, postTitle: string) =>
    `${actorLabel(actor)} replied to your comment on ${quoted(postTitle)}`,
  commented: (actor: Actor, postTitle: string) =>
    `${actorLabel(actor)} commented on your post ${quoted(postTitle)}`,
  followed: (actor: Actor) => `${actorLabel(actor)} started following you`,
  published: (actor: Actor, postTitle: string) => `${actorLabel(actor)} published ${quoted(postTitle)}`,
};
