// An author's public profile (spec §2.1, §3 Profile): avatar, name, @username, role, introduction,
// links, counts, Follow / Followed (Edit profile on your own), a Block menu, their posts and RSS feed. Whose
// profile it is and what the reader may do there, the server says (`profile.can`).
import type { Profile } from "@inkwell/contract";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
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
  const intl = useIntl();
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
        title={intl.formatMessage({
          id: notFound ? "people.profile.notFound.title" : "people.profile.failed.title",
        })}
        description={intl.formatMessage(
          { id: notFound ? "people.profile.notFound.description" : "people.profile.failed.description" },
          { username },
        )}
        icon="user"
        action={
          <ButtonLink to="/" variant="secondary" size="sm">
            <FormattedMessage id="people.profile.goHome" />
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
          <FormattedMessage id="people.profile.muted" values={{ username: profile.username }} />
        </p>
      )}

      {profile.isBlocked && (
        <p className={styles.blocked} role="status">
          <FormattedMessage id="people.profile.blocked" values={{ username: profile.username }} />
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
  const intl = useIntl();
  return (
    <section aria-labelledby="profile-posts">
      <div className={styles.sectionHead}>
        <h2 id="profile-posts" className={styles.sectionTitle}>
          <FormattedMessage id="people.profile.posts" />
        </h2>
        <a
          className={styles.rss}
          href={`/profile/${encodeURIComponent(profile.username)}/rss.xml`}
          target="_blank"
          rel="noopener"
        >
          <FormattedMessage id="people.profile.rss" />
        </a>
      </div>
      <PostList
        posts={posts.data?.items}
        loading={posts.isLoading || posts.isFetching}
        skeletonCount={3}
        page={page}
        totalPages={posts.data?.meta.totalPages ?? 1}
        onPageChange={onPageChange}
        emptyTitle={intl.formatMessage({ id: "people.profile.noPosts" })}
        emptyDescription={
          profile.can.edit ? (
            <FormattedMessage
              id="people.profile.noPosts.own"
              values={{ link: (chunks) => <Link to="/write">{chunks}</Link> }}
            />
          ) : (
            intl.formatMessage({ id: "people.profile.noPosts.other" }, { username: profile.username })
          )
        }
      />
    </section>
  );
}
