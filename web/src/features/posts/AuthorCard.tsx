// The author card under a post (spec §2.3): posts, followers and following counts, Follow / Followed
// and social links. Counts are hidden when the profile cannot be loaded; follow failures are only
// logged and rolled back (spec §8).
import type { Profile, UserSummary } from "@inkwell/contract";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useGetProfileQuery, useToggleFollowMutation } from "../../app/api/profilesApi";
import { loginPathFor } from "../../app/layouts/RequireAuth";
import { selectCurrentUser } from "../../app/session/authSlice";
import { useAppSelector } from "../../app/store";
import { Avatar } from "../../components/Avatar";
import { Button } from "../../components/Button";
import { MessageButton } from "../messages";
import styles from "./AuthorCard.module.css";

type SocialKey = "twitter" | "github" | "linkedin" | "website";

/** A social handle or URL as an https link; anything that is not http(s) is dropped. */
export function socialUrl(kind: SocialKey, value: string | undefined | null): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v)) return v;
  if (/^[a-z][a-z0-9+.-]*:/i.test(v)) return null;
  const handle = v.replace(/^@/, "");
  switch (kind) {
    case "twitter":
      return `https://x.com/${encodeURIComponent(handle)}`;
    case "github":
      return `https://github.com/${encodeURIComponent(handle)}`;
    case "linkedin":
      return `https://www.linkedin.com/in/${encodeURIComponent(handle)}`;
    case "website":
      return `https://${v}`;
  }
}

const SOCIAL_LABELS: Record<SocialKey, string> = {
  twitter: "Twitter",
  github: "GitHub",
  linkedin: "LinkedIn",
  website: "Website",
};

interface FollowState {
  isFollowed: boolean;
  followersCount: number;
}

export function AuthorCard({ author }: { author: UserSummary }) {
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const location = useLocation();
  const { data: profile, isError } = useGetProfileQuery(author.username);
  const [follow, { isLoading }] = useToggleFollowMutation();
  const [override, setOverride] = useState<FollowState | null>(null);

  const current: FollowState | null = override ?? (profile ? pick(profile) : null);

  const toggle = async () => {
    if (!user) {
      void navigate(loginPathFor(location.pathname + location.search));
      return;
    }
    if (!current) return;
    const before = current;
    const next = !before.isFollowed;
    setOverride({ isFollowed: next, followersCount: Math.max(0, before.followersCount + (next ? 1 : -1)) });
    try {
      const result = await follow({ username: author.username, follow: next }).unwrap();
      setOverride({ isFollowed: result.isFollowed, followersCount: result.followersCount });
    } catch (err) {
      console.error("Could not update the follow", err);
      setOverride(before);
    }
  };

  const socials = profile
    ? (
        [
          ["twitter", profile.socials?.twitter],
          ["github", profile.socials?.github],
          ["linkedin", profile.socials?.linkedin],
          ["website", profile.website],
        ] as const
      )
        .map(([kind, value]) => [kind, socialUrl(kind, value)] as const)
        .filter((entry): entry is readonly [SocialKey, string] => Boolean(entry[1]))
    : [];

  return (
    <aside className={styles.card} aria-label="About the author">
      <Link to={`/profile/${author.username}`} className={styles.avatar}>
        <Avatar name={author.name} src={author.avatar} size={64} />
      </Link>
      <div className={styles.body}>
        <p className={styles.eyebrow}>Written by</p>
        <Link to={`/profile/${author.username}`} className={styles.name}>
          {author.name}
        </Link>
        <p className={styles.username}>@{author.username}</p>
        {profile?.introduction && <p className={styles.intro}>{profile.introduction}</p>}
        {profile && !isError && current && (
          <dl className={styles.counts}>
            <div>
              <dt>Posts</dt>
              <dd>{profile.postsCount}</dd>
            </div>
            <div>
              <dt>Followers</dt>
              <dd data-testid="followers-count">{current.followersCount}</dd>
            </div>
            <div>
              <dt>Following</dt>
              <dd>{profile.followingCount}</dd>
            </div>
          </dl>
        )}
        {socials.length > 0 && (
          <ul className={styles.socials}>
            {socials.map(([kind, url]) => (
              <li key={kind}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {SOCIAL_LABELS[kind]}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.actions}>
        {(current || !user) && (
          <Button
            variant={current?.isFollowed ? "secondary" : "primary"}
            size="sm"
            onClick={() => void toggle()}
            disabled={isLoading}
            aria-pressed={current?.isFollowed ?? false}
          >
            {current?.isFollowed ? "Followed" : "Follow"}
          </Button>
        )}
        {user && <MessageButton user={author} />}
      </div>
    </aside>
  );
}

function pick(profile: Profile): FollowState {
  return { isFollowed: profile.isFollowed, followersCount: profile.followersCount };
}
