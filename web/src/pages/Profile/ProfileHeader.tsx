// The head of a profile: avatar, name, role, @username and join date, introduction, links, the counts (the
// followers count follows the reader's Follow at once), and the actions beside them.
import type { Profile } from "@inkwell/contract";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Avatar } from "../../components/Avatar";
import { Badge } from "../../components/Badge";
import { Skeleton } from "../../components/Skeleton";
import { ProfileLinks } from "../../features/profiles";
import { formatDate } from "../../lib/time";
import styles from "./Profile.module.css";

const LINK_ORDER = ["website", "twitter", "github", "linkedin"] as const;

interface ProfileHeaderProps {
  profile: Profile;
  /** As the reader's Follow left it. */
  followersCount: number | undefined;
  actions: ReactNode;
}

export function ProfileHeader({ profile, followersCount, actions }: ProfileHeaderProps) {
  return (
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
        <ProfileLinks profile={profile} order={LINK_ORDER} className={styles.links} aria-label="Links" />
        <dl className={styles.stats}>
          <div>
            <dt>posts</dt>
            <dd>{profile.postsCount}</dd>
          </div>
          <div>
            <dt>
              <Link to={`/profile/${profile.username}/followers`}>followers</Link>
            </dt>
            <dd data-testid="followers-count">{followersCount}</dd>
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
        {actions}
      </div>
    </header>
  );
}

/** The head's shape while the profile loads. */
export function ProfileHeaderSkeleton() {
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
