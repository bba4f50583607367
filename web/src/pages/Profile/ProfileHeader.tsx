// The head of a profile: avatar, name, role, @username and join date, introduction, links, the counts (the
// followers count follows the reader's Follow at once), and the actions beside them.
import type { Profile } from "@inkwell/contract";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { Avatar } from "../../components/Avatar";
import { Badge } from "../../components/Badge";
import { Skeleton } from "../../components/Skeleton";
import { ProfileLinks } from "../../features/profiles";
import { useFormats } from "../../i18n/formats";
import styles from "./Profile.module.css";

const LINK_ORDER = ["website", "twitter", "github", "linkedin"] as const;

interface ProfileHeaderProps {
  profile: Profile;
  /** As the reader's Follow left it. */
  followersCount: number | undefined;
  actions: ReactNode;
}

export function ProfileHeader({ profile, followersCount, actions }: ProfileHeaderProps) {
  const intl = useIntl();
  const formats = useFormats();
  return (
    <header className={styles.head}>
      <Avatar name={profile.name} src={profile.avatar} size={96} />
      <div className={styles.info}>
        <div className={styles.nameRow}>
          <h1 className={styles.name}>{profile.name}</h1>
          <Badge tone={profile.role === "user" ? "neutral" : "accent"} className={styles.role}>
            <FormattedMessage id="people.profile.role" values={{ role: profile.role }} />
          </Badge>
        </div>
        <p className={styles.handle}>
          <FormattedMessage
            id="people.profile.handle"
            values={{
              username: profile.username,
              date: formats.date(profile.createdAt),
              sep: (chunks) => <span aria-hidden="true">{chunks}</span>,
            }}
          />
        </p>
        {profile.introduction && <p className={styles.intro}>{profile.introduction}</p>}
        <ProfileLinks
          profile={profile}
          order={LINK_ORDER}
          className={styles.links}
          aria-label={intl.formatMessage({ id: "people.profile.links" })}
        />
        <dl className={styles.stats}>
          <div>
            <dt>
              <FormattedMessage id="people.profile.stats.posts" />
            </dt>
            <dd>{profile.postsCount}</dd>
          </div>
          <div>
            <dt>
              <Link to={`/profile/${profile.username}/followers`}>
                <FormattedMessage id="people.profile.stats.followers" />
              </Link>
            </dt>
            <dd data-testid="followers-count">{followersCount}</dd>
          </div>
          <div>
            <dt>
              <Link to={`/profile/${profile.username}/following`}>
                <FormattedMessage id="people.profile.stats.following" />
              </Link>
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
