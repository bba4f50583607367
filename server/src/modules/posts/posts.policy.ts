// Who may see and change a post. Every read path filters with visibleTo(); nothing else decides visibility,
// whether a post is live is decided here too (as SQL for queries, and for a row already read), and what a
// viewer may do with a post they read.
import { and, eq, exists, inArray, isNull, lte, not, or, sql } from "drizzle-orm";
import type { AnyColumn, Placeholder, SQL } from "drizzle-orm";
import { follows, postTags, postTopics, posts, siteSettings, tags, topics, users } from "../../db/schema";
import type { PostRow, UserRow } from "../../db/schema";
import { DEFAULT_SITE_SETTINGS, PUBLISHER_ROLES } from "@inkwell/contract";
import type { PostAbilities, SiteSettings } from "@inkwell/contract";
import { AppError, forbidden, notFound } from "../../platform/errors";
import { inGoodStanding, maySignIn, mutedBy } from "../users";

const LIVE_STATUSES = ["published", "scheduled"] as const;

/*
 * Who may publish, in the two forms the server asks it in: of a member already read with the site's settings
 * (mayPublish), and of the author a column names against the stored settings (mayPublishNow, for scheduled
 * posts going live). With `publishing: "authors"` only authors, moderators and administrators publish;
 * everyone else keeps drafts. A post already published stays published, and its author may still edit it.
 */
export function mayPublish(
  user: Pick<UserRow, "role"> | undefined,
  site: Pick<SiteSettings, "publishing">,
): boolean {
  if (!user) return false;
  return site.publishing === "everyone" || (PUBLISHER_ROLES as readonly string[]).includes(user.role);
}

export function assertMayPublish(
  user: Pick<UserRow, "role"> | undefined,
  site: Pick<SiteSettings, "publishing">,
) {
  if (!mayPublish(user, site)) {
    throw new AppError(
      "PUBLISHING_RESTRICTED",
      403,
      "Only authors can publish on this site; your post is kept as a draft",
    );
  }
}

/** SQL: the author `authorId` names may publish under the settings stored now. */
function mayPublishNow(authorId: AnyColumn): SQL {
  const publishing = sql`coalesce((select ${siteSettings.settings} ->> 'publishing' from ${siteSettings}), ${DEFAULT_SITE_SETTINGS.publishing})`;
  return sql`(${publishing} <> 'authors' or exists (select 1 from ${users} where ${users.id} = ${authorId} and ${inArray(users.role, PUBLISHER_ROLES)}))`;
}

/**
 * Published, or scheduled with its time come (so a server that was down still publishes on time) while its
 * author is neither banned nor suspended and may publish: a sanctioned writer's scheduled post, or one of a
 * member the site no longer lets publish, waits, still scheduled, and goes live once the sanction is lifted or
 * runs out or the member may publish again (publishDue flips it then).
 */
export const isLive: SQL = and(
  inArray(posts.status, LIVE_STATUSES),
  lte(posts.publishedAt, sql`now()`),
  or(eq(posts.status, "published"), and(maySignIn(posts.authorId), mayPublishNow(posts.authorId))),
)!;

/**
 * The same rule for a post already read, less the author's standing, which only the SQL above checks: what
 * a post going live sets off (mails, notifications) asks the database again.
 */
export function isLivePost(post: Pick<PostRow, "status" | "publishedAt">): boolean {
  return (
    (LIVE_STATUSES as readonly string[]).includes(post.status) &&
    post.publishedAt !== null &&
    post.publishedAt.getTime() <= Date.now()
  );
}

/** Who asks, for the abilities a post is presented with: the member, whether they are staff and may publish. */
export interface PostViewer {
  id: number;
  isStaff: boolean;
  mayPublish: boolean;
}

/**
 * What the viewer may do with a post they read: its author edits and deletes it (assertAuthor), anyone else
 * signed in may report it, and staff feature live public posts nobody holds or hides.
 */
export function postAbilities(
  post: Pick<PostRow, "authorId" | "status" | "publishedAt" | "visibility" | "moderation">,
  viewer: PostViewer | null,
): PostAbilities {
  const own = viewer !== null && viewer.id === post.authorId;
  return {
    edit: own,
    delete: own,
    publish: own && viewer.mayPublish,
    report: viewer !== null && !own,
    feature:
      viewer?.isStaff === true &&
      isLivePost(post) &&
      post.visibility === "public" &&
      post.moderation === null,
  };
}

/**
 * Whether others may see a post at all: not held for review, not hidden by a moderator, and not written by a
 * banned account. Its author always sees it.
 */
const unmoderated: SQL = and(isNull(posts.moderation), inGoodStanding(posts.authorId))!;

export interface VisibilityOptions {
  /** The viewer's drafts and future scheduled posts too (the post page and the editor). */
  includeOwnUnpublished?: boolean;
  /** Held and hidden posts, and those of banned authors, that the viewer could read otherwise: for staff. */
  includeModerated?: boolean;
}

/**
 * Live posts the viewer may read: public ones, followers-only ones of authors they follow, and all of their
 * own; others' posts only while unmoderated. The viewer may be a column (each follower of an author, say) as
 * well as one user's id.
 */
export function visibleTo(
  viewerId: number | AnyColumn | Placeholder | null,
  { includeOwnUnpublished = false, includeModerated = false }: VisibilityOptions = {},
): SQL {
  const shown = includeModerated ? undefined : unmoderated;
  if (viewerId === null) return and(isLive, eq(posts.visibility, "public"), shown)!;
  const follower = byFollowedAuthor(viewerId);
  const readable = and(
    isLive,
    or(
      eq(posts.authorId, viewerId),
      and(shown, or(eq(posts.visibility, "public"), and(eq(posts.visibility, "followers"), follower))),
    ),
  )!;
  return includeOwnUnpublished ? or(readable, eq(posts.authorId, viewerId))! : readable;
}

/**
 * What the viewer's lists show (Home's tabs, topics, search): the posts they may read, less those of people
 * they muted. A muted author's post still opens from a link, and still shows on that author's own profile.
 */
export function inFeedOf(viewerId: number | Placeholder | null): SQL {
  if (viewerId === null) return visibleTo(null);
  return and(visibleTo(viewerId), not(mutedBy(viewerId, posts.authorId)))!;
}

/** SQL: the viewer follows the post's author (the Following tab). */
export function byFollowedAuthor(viewerId: number | AnyColumn | Placeholder): SQL {
  return exists(
    sql`(select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followingId} = ${posts.authorId})`,
  );
}

/** Only live, public posts others may see: the sitemap, what search engines see, what may be featured. */
export const publicOnly: SQL = visibleTo(null);

/**
 * What the site sends or syndicates beyond its own pages (newsletter mails, the weekly digest, RSS feeds): the
 * posts the viewer may read whose author is not suspended either. A suspended writer's posts stay readable on
 * the site, but reach nobody's inbox or feed reader until the suspension ends.
 */
export function announcedTo(viewerId: number | null): SQL {
  return and(visibleTo(viewerId), maySignIn(posts.authorId))!;
}

/**
 * Topics have no visibility of their own: a topic exists for a viewer while at least one post they may read
 * uses it. So a topic named only by drafts, private or deleted posts is seen by nobody else.
 */
export function topicVisibleTo(viewerId: number | null): SQL {
  return exists(
    sql`(select 1 from ${postTopics} inner join ${posts} on ${posts.id} = ${postTopics.postId}
      where ${postTopics.topicId} = ${topics.id} and ${visibleTo(viewerId)})`,
  );
}

/** Topics anyone may see: those of live, public posts. */
export const publicTopic: SQL = topicVisibleTo(null);

/** Tags, like topics, exist for a viewer while at least one post they may read carries them. */
export function tagVisibleTo(viewerId: number | null): SQL {
  return exists(
    sql`(select 1 from ${postTags} inner join ${posts} on ${posts.id} = ${postTags.postId}
      where ${postTags.tagId} = ${tags.id} and ${visibleTo(viewerId)})`,
  );
}

/** Tags anyone may see: those of live, public posts. */
export const publicTag: SQL = tagVisibleTo(null);

/**
 * Posts a preview link may show to whoever holds it (their saved draft, whatever their status): not held or
 * hidden by a moderator and not of a banned author, so a link never shows what moderation took away.
 */
export const previewable: SQL = unmoderated;

/** SQL: the viewer wrote the post (what only its author may do: preview links). */
export function authoredBy(viewerId: number): SQL {
  return eq(posts.authorId, viewerId);
}

export function assertAuthor(
  post: PostRow | undefined,
  viewerId: number,
  canSee: boolean,
): asserts post is PostRow {
  if (!post) throw notFound("Post", "POST_NOT_FOUND");
  if (post.authorId !== viewerId) {
    if (!canSee) throw notFound("Post", "POST_NOT_FOUND");
    throw forbidden("Only the author can change this post");
  }
}
