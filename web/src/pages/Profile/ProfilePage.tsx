// An author's public profile (spec §2.1, §3 Profile): avatar, name, @username, role, introduction,
// links, counts, Follow / Followed (Edit profile on your own), a Block menu, their posts and RSS feed.
import type { FollowState, Profile } from "@inkwell/contract";
import { useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { asApiError } from "../../app/api/client";
import {
  useGetProfileQuery,
  useToggleBlockMutation,
  useToggleFollowMutation,
  useToggleMuteMutation,
} from "../../app/api/profilesApi";
import { useGetPostsQuery, type PostListArgs } from "../../app/api/postsApi";
import { loginPathFor } from "../../app/layouts/RequireAuth";
import { selectAuthStatus, selectCurrentUser } from "../../app/session/authSlice";
import { useAppSelector } from "../../app/store";
import { Avatar } from "../../components/Avatar";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { ButtonLink } from "../../components/ButtonLink";
import { EmptyState } from "../../components/EmptyState";
import { Skeleton } from "../../components/Skeleton";
import { MessageButton } from "../../features/messages";
import { SubscribeForm } from "../../features/newsletter";
import { ReportDialog } from "../../features/moderation";
import type { ReportTarget } from "../../features/moderation";
import { socialUrl } from "../../features/posts/AuthorCard";
import { PostList } from "../../features/posts/PostList";
import { formatDate } from "../../lib/time";
import { MoreMenu } from "../../components/MoreMenu";
import { usePageParam } from "../../lib/usePageParam";
import styles from "./Profile.module.css";

const POSTS_PER_PAGE = 9;

/** A page of the author's posts (the server renders the profile from this same query). */
export const profilePostsArgs = (username: string, page: number): PostListArgs => ({
  author: username,
  page,
  limit: POSTS_PER_PAGE,
});

type LinkKind = "website" | "twitter" | "github" | "linkedin";
const LINK_LABELS: Record<LinkKind, string> = {
  website: "Website",
  twitter: "Twitter",
  github: "GitHub",
  linkedin: "LinkedIn",
};

function profileLinks(profile: Profile) {
  return (
    [
      ["website", profile.website],
      ["twitter", profile.socials?.twitter],
      ["github", profile.socials?.github],
      ["linkedin", profile.socials?.linkedin],
    ] as const
  )
    .map(([kind, value]) => [kind, socialUrl(kind, value)] as const)
    .filter((entry): entry is readonly [LinkKind, string] => Boolean(entry[1]));
}

export default function ProfilePage() {
  const { username = "" } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const location = useLocation();
  const [page, setPage] = usePageParam();
  const { data: profile, isLoading, isFetching, error } = useGetProfileQuery(username);
  // Until the reader's own follow is known (a page the server rendered for nobody in particular is fetched
  // again once the browser's session is known), the button would act on a guess.
  const followKnown = useAppSelector(selectAuthStatus) !== "unknown" && !isFetching;
  const posts = useGetPostsQuery(profilePostsArgs(username, page));
  const [follow, { isLoading: following }] = useToggleFollowMutation();
  const [block, { isLoading: blocking }] = useToggleBlockMutation();
  const [mute, { isLoading: muting }] = useToggleMuteMutation();
  const [override, setOverride] = useState<{ key: string; state: FollowState } | null>(null);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);

  if (isLoading) {
    return (
      <header className={styles.head} aria-busy="true">
        <Skeleton width={96} height={96} radius="50%" />
        <div className={styles.skeletonText}>
          <Skeleton width={220} height={28} />
          <Skeleton width={120} />
          <Skeleton width={300} />
        </div>
      </header>
    );
  }

  if (!profile) {
    const notFound = asApiError(error)?.status === 404;
    return (
      <EmptyState
        title={notFound ? "User not found" : "This profile could not be loaded"}
        description={notFound ? `There is no one called @${username} here.` : "Please try again in a moment."}
        icon="user"
        action={
          <ButtonLink to="/" variant="secondary" size="sm">
            Go to Home
          </ButtonLink>
        }
      />
    );
  }

  const isMe = user?.id === profile.id;
  const followState =
    override?.key === profile.username
      ? override.state
      : { isFollowed: profile.isFollowed, followersCount: profile.followersCount };

  const toggleFollow = async () => {
    if (!user) {
      void navigate(loginPathFor(location.pathname + location.search));
      return;
    }
    const before = followState;
    const next = !before.isFollowed;
    setOverride({
      key: profile.username,
      state: { isFollowed: next, followersCount: Math.max(0, before.followersCount + (next ? 1 : -1)) },
    });
    try {
      const result = await follow({ username: profile.username, follow: next }).unwrap();
      setOverride({ key: profile.username, state: result });
    } catch (err) {
      console.error("Could not update the follow", err);
      setOverride({ key: profile.username, state: before });
    }
  };

  const toggleBlock = async () => {
    try {
      await block({ username: profile.username, block: !profile.isBlocked }).unwrap();
      setOverride(null);
    } catch (err) {
      console.error("Could not update the block", err);
    }
  };

  const toggleMute = async () => {
    try {
      await mute({ username: profile.username, mute: !profile.isMuted }).unwrap();
    } catch (err) {
      console.error("Could not update the mute", err);
    }
  };

  const links = profileLinks(profile);

  return (
    <>
      <header className={styles.head}>
        <Avatar name={profile.name} src={profile.avatar} size={96} />
        <div className={styles.info}>
          <div className={styles.nameRow}>
            <h1 className={styles.name}>{profile.name}</h1>
            <Badge tone={profile.role === "user" ? "neutral" : "accent"} className={styles.role}>
              {profile.role}
            </Badge>
          </div>
          <p className={styles.handle}>
            @{profile.username}
            <span aria-hidden="true"> · </span>
            Joined {formatDate(profile.createdAt)}
          </p>
          {profile.introduction && <p className={styles.intro}>{profile.introduction}</p>}
          {links.length > 0 && (
            <ul className={styles.links} aria-label="Links">
              {links.map(([kind, url]) => (
                <li key={kind}>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    {LINK_LABELS[kind]}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <dl className={styles.stats}>
            <div>
              <dt>posts</dt>
              <dd>{profile.postsCount}</dd>
            </div>
            <div>
              <dt>
                <Link to={`/profile/${profile.username}/followers`}>followers</Link>
              </dt>
              <dd data-testid="followers-count">{followState.followersCount}</dd>
            </div>
            <div>
              <dt>
                <Link to={`/profile/${profile.username}/following`}>following</Link>
              </dt>
              <dd>{profile.followingCount}</dd>
            </div>
          </dl>
        </div>
        <div className={styles.actions} data-slot="profile-actions">
          {isMe ? (
            <ButtonLink to={`/profile/${profile.username}/edit`} variant="secondary" size="sm">
              Edit profile
            </ButtonLink>
          ) : (
            <>
              {!profile.isBlocked && (
                <Button
                  variant={followState.isFollowed ? "secondary" : "primary"}
                  size="sm"
                  aria-pressed={followState.isFollowed}
                  disabled={following || !followKnown}
                  onClick={() => void toggleFollow()}
                >
                  {followState.isFollowed ? "Followed" : "Follow"}
                </Button>
              )}
              {user && !profile.isBlocked && (
                <MessageButton
                  user={{
                    id: profile.id,
                    name: profile.name,
                    username: profile.username,
                    avatar: profile.avatar,
                  }}
                />
              )}
              {user && (
                <MoreMenu
                  label="More actions"
                  items={[
                    {
                      label: profile.isBlocked
                        ? `Unblock @${profile.username}`
                        : `Block @${profile.username}`,
                      danger: !profile.isBlocked,
                      disabled: blocking,
                      onSelect: () => void toggleBlock(),
                    },
                    {
                      label: profile.isMuted ? `Unmute @${profile.username}` : `Mute @${profile.username}`,
                      disabled: muting,
                      onSelect: () => void toggleMute(),
                    },
                    {
                      label: `Report @${profile.username}`,
                      onSelect: () => setReporting({ targetType: "user", targetId: profile.id }),
                    },
                  ]}
                />
              )}
            </>
          )}
        </div>
      </header>

      {!isMe && !profile.isBlocked && (
        <div className={styles.subscribe}>
          <SubscribeForm username={profile.username} name={profile.name} />
        </div>
      )}
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />

      {profile.isMuted && !profile.isBlocked && (
        <p className={styles.blocked} role="status">
          You muted @{profile.username}. Their posts stay out of your feeds and their comments are folded
          away.
        </p>
      )}

      {profile.isBlocked && (
        <p className={styles.blocked} role="status">
          You blocked @{profile.username}. They can&apos;t follow you, message you or comment on your posts.
        </p>
      )}

      <section aria-labelledby="profile-posts">
        <div className={styles.sectionHead}>
          <h2 id="profile-posts" className={styles.sectionTitle}>
            Posts
          </h2>
          <a
            className={styles.rss}
            href={`/profile/${encodeURIComponent(profile.username)}/rss.xml`}
            target="_blank"
            rel="noopener"
          >
            RSS feed
          </a>
        </div>
        <PostList
          posts={posts.data?.items}
          loading={posts.isLoading || posts.isFetching}
          skeletonCount={3}
          page={page}
          totalPages={posts.data?.meta.totalPages ?? 1}
          onPageChange={setPage}
          emptyTitle="No posts found"
          emptyDescription={
            isMe ? (
              <>
                You haven&apos;t published anything yet. <Link to="/write">Write your first post</Link>.
              </>
            ) : (
              `@${profile.username} hasn't published anything yet.`
            )
          }
        />
      </section>
    </>
  );
}
