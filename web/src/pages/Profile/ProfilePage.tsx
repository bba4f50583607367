// An author's public profile (spec §2.1, §3 Profile): avatar, name, @username, role, introduction,
// links, counts, Follow / Followed (Edit profile on your own), a Block menu, their posts and RSS feed. Whose
// profile it is and what the reader may do there, the server says (`profile.can`).
import type { Profile } from "@inkwell/contract";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { ButtonLink } from "../../components/ButtonLink";
import { EmptyState } from "../../components/EmptyState";
import { useGetPostsQuery } from "../../data/api/postsApi";
import { useGetProfileQuery } from "../../data/api/profilesApi";
import { selectAuthStatus } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { ReportDialog, type ReportTarget } from "../../features/moderation";
import { SubscribeForm } from "../../features/newsletter";
import { PostList } from "../../features/posts";
import { useFollowToggle } from "../../features/profiles";
import { asApiError } from "../../lib/apiError";
import { usePageParam } from "../../lib/usePageParam";
import styles from "./Profile.module.css";
import { ProfileActions } from "./ProfileActions";
import { ProfileHeader, ProfileHeaderSkeleton } from "./ProfileHeader";
import { profilePostsArgs } from "./queries";

export default function ProfilePage() {
  const { username = "" } = useParams();
  const [page, setPage] = usePageParam();
  const { data: profile, isLoading, isFetching, error } = useGetProfileQuery(username);
  // Until the reader's own follow is known (a page the server rendered for nobody in particular is fetched
  // again once the browser's session is known), the button would act on a guess.
  const followKnown = useAppSelector(selectAuthStatus) !== "unknown" && !isFetching;
  const posts = useGetPostsQuery(profilePostsArgs(username, page));
  const follow = useFollowToggle(profile?.username ?? username, profile);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);

  if (isLoading) return <ProfileHeaderSkeleton />;

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

  return (
    <>
      <ProfileHeader
        profile={profile}
        followersCount={follow.state?.followersCount}
        actions={
          <ProfileActions
            profile={profile}
            follow={follow}
            followKnown={followKnown}
            onReport={() => setReporting({ targetType: "user", targetId: profile.id })}
          />
        }
      />

      {!profile.can.edit && !profile.isBlocked && (
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

      <ProfilePosts profile={profile} posts={posts} page={page} onPageChange={setPage} />
    </>
  );
}

interface ProfilePostsProps {
  profile: Profile;
  posts: ReturnType<typeof useGetPostsQuery>;
  page: number;
  onPageChange: (page: number) => void;
}

/** The author's posts, a page at a time, with the RSS feed's link. */
function ProfilePosts({ profile, posts, page, onPageChange }: ProfilePostsProps) {
  return (
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
        onPageChange={onPageChange}
        emptyTitle="No posts found"
        emptyDescription={
          profile.can.edit ? (
            <>
              You haven&apos;t published anything yet. <Link to="/write">Write your first post</Link>.
            </>
          ) : (
            `@${profile.username} hasn't published anything yet.`
          )
        }
      />
    </section>
  );
}
