// The author card under a post (spec §2.3): posts, followers and following counts, Follow / Followed
// and social links. Counts are hidden when the profile cannot be loaded; follow failures are only
// logged and rolled back (spec §8). Follow and Message show as the profile's `can` allows (anonymous readers
// see Follow, which takes them to sign in).
import type { UserSummary } from "@inkwell/contract";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { Avatar } from "../../components/Avatar";
import { useGetProfileQuery } from "../../data/api/profilesApi";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { useFormats } from "../../i18n/formats";
import { MessageButton } from "../messages";
import { FollowButton, ProfileLinks, useFollowToggle } from "../profiles";
import styles from "./AuthorCard.module.css";

const LINK_ORDER = ["twitter", "github", "linkedin", "website"] as const;

/** `lang`: the interface's language, where the card sits inside a post written in another. */
export function AuthorCard({ author, lang }: { author: UserSummary; lang?: string }) {
  const intl = useIntl();
  const formats = useFormats();
  const user = useAppSelector(selectCurrentUser);
  const { data: profile, isError } = useGetProfileQuery(author.username);
  const follow = useFollowToggle(author.username, profile);
  const current = follow.state;

  return (
    <aside
      className={styles.card}
      aria-label={intl.formatMessage({ id: "reading.authorCard.label" })}
      lang={lang}
    >
      <Link to={`/profile/${author.username}`} className={styles.avatar}>
        <Avatar name={author.name} src={author.avatar} size={64} />
      </Link>
      <div className={styles.body}>
        <p className={styles.eyebrow}>
          <FormattedMessage id="reading.authorCard.writtenBy" />
        </p>
        <Link to={`/profile/${author.username}`} className={styles.name}>
          {author.name}
        </Link>
        <p className={styles.username}>
          <FormattedMessage id="reading.authorCard.username" values={{ username: author.username }} />
        </p>
        {profile?.introduction && <p className={styles.intro}>{profile.introduction}</p>}
        {profile && !isError && current && (
          <dl className={styles.counts}>
            <div>
              <dt>
                <FormattedMessage id="reading.authorCard.posts" />
              </dt>
              <dd>{formats.number(profile.postsCount)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="reading.authorCard.followers" />
              </dt>
              <dd data-testid="followers-count">
                {current.followersCount === undefined ? null : formats.number(current.followersCount)}
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="reading.authorCard.following" />
              </dt>
              <dd>{formats.number(profile.followingCount)}</dd>
            </div>
          </dl>
        )}
        <ProfileLinks profile={profile} order={LINK_ORDER} className={styles.socials} />
      </div>
      <div className={styles.actions}>
        {(profile?.can.follow || !user) && <FollowButton follow={follow} />}
        {profile?.can.message && <MessageButton user={author} />}
      </div>
    </aside>
  );
}
