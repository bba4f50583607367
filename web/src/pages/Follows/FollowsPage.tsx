// Someone's followers, or the people they follow (/profile/{username}/followers and /following): tabs
// between the two, a page of people at a time, each with a Follow / Followed button (spec §2.3).
import type { FollowState, PersonEntry } from "@inkwell/contract";
import { useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { asApiError } from "../../app/api/client";
import { useGetProfileQuery, useToggleFollowMutation } from "../../app/api/profilesApi";
import { useGetPeopleQuery, type PeopleArgs, type PeopleSide } from "../../app/api/socialApi";
import { loginPathFor } from "../../app/layouts/RequireAuth";
import { selectAuthStatus, selectCurrentUser } from "../../app/session/authSlice";
import { useAppSelector } from "../../app/store";
import { Avatar } from "../../components/Avatar";
import { Button } from "../../components/Button";
import { ButtonLink } from "../../components/ButtonLink";
import { EmptyState } from "../../components/EmptyState";
import { Pagination } from "../../components/Pagination";
import { Skeleton } from "../../components/Skeleton";
import { cx } from "../../lib/cx";
import { usePageParam } from "../../lib/usePageParam";
import styles from "./Follows.module.css";

const PEOPLE_PER_PAGE = 20;

/** Which list an address shows (the server renders the page from this same query). */
export const peopleArgs = (username: string, side: PeopleSide, page: number): PeopleArgs => ({
  username,
  side,
  page,
  limit: PEOPLE_PER_PAGE,
});

export const sideOf = (pathname: string): PeopleSide =>
  pathname.replace(/\/+$/, "").endsWith("/following") ? "following" : "followers";

const TITLES: Record<PeopleSide, string> = { followers: "Followers", following: "Following" };

export default function FollowsPage() {
  const { username = "" } = useParams();
  const location = useLocation();
  const side = sideOf(location.pathname);
  const [page, setPage] = usePageParam();
  const profile = useGetProfileQuery(username);
  const people = useGetPeopleQuery(peopleArgs(username, side, page));
  const name = profile.data?.name ?? `@${username}`;

  if (profile.error && asApiError(profile.error)?.status === 404) {
    return (
      <EmptyState
        title="User not found"
        description={`There is no one called @${username} here.`}
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
      <header className={styles.head}>
        <Link to={`/profile/${username}`} className={styles.back}>
          ← {name}
        </Link>
        <h1 className={styles.title}>
          {side === "followers" ? `People following ${name}` : `People ${name} follows`}
        </h1>
        <nav className={styles.tabs} aria-label="Followers and following">
          {(["followers", "following"] as const).map((tab) => (
            <Link
              key={tab}
              to={`/profile/${username}/${tab}`}
              aria-current={tab === side ? "page" : undefined}
              className={cx(styles.tab, tab === side && styles.tabActive)}
            >
              {TITLES[tab]}
              {profile.data && (
                <span className={styles.count}>
                  {tab === "followers" ? profile.data.followersCount : profile.data.followingCount}
                </span>
              )}
            </Link>
          ))}
        </nav>
      </header>
      {people.isLoading ? (
        <ul className={styles.list} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className={styles.row}>
              <Skeleton width={44} height={44} radius="50%" />
              <Skeleton width={180} />
            </li>
          ))}
        </ul>
      ) : !people.data?.items.length ? (
        <EmptyState
          title={side === "followers" ? "No followers yet" : "Not following anyone yet"}
          icon="user"
        />
      ) : (
        <>
          <ul className={styles.list}>
            {people.data.items.map((person) => (
              <PersonRow key={person.id} person={person} />
            ))}
          </ul>
          <Pagination currentPage={page} totalPages={people.data.meta.totalPages} onPageChange={setPage} />
        </>
      )}
    </>
  );
}

function PersonRow({ person }: { person: PersonEntry }) {
  const user = useAppSelector(selectCurrentUser);
  const known = useAppSelector(selectAuthStatus) !== "unknown";
  const navigate = useNavigate();
  const location = useLocation();
  const [follow, { isLoading }] = useToggleFollowMutation();
  const [followed, setFollowed] = useState<boolean | null>(null);
  const isFollowed = followed ?? person.isFollowed;

  const toggle = async () => {
    if (!user) {
      void navigate(loginPathFor(location.pathname + location.search));
      return;
    }
    const next = !isFollowed;
    setFollowed(next);
    try {
      const result: FollowState = await follow({ username: person.username, follow: next }).unwrap();
      setFollowed(result.isFollowed);
    } catch (err) {
      console.error("Could not update the follow", err);
      setFollowed(!next);
    }
  };

  return (
    <li className={styles.row}>
      <Link to={`/profile/${person.username}`} className={styles.person}>
        <Avatar name={person.name} src={person.avatar} size={44} />
        <span className={styles.names}>
          <strong>{person.name}</strong>
          <span className={styles.handle}>@{person.username}</span>
          {person.introduction && <span className={styles.intro}>{person.introduction}</span>}
        </span>
      </Link>
      {user?.id !== person.id && (
        <Button
          size="sm"
          variant={isFollowed ? "secondary" : "primary"}
          aria-pressed={isFollowed}
          aria-label={`${isFollowed ? "Followed" : "Follow"} ${person.name}`}
          disabled={isLoading || !known}
          onClick={() => void toggle()}
        >
          {isFollowed ? "Followed" : "Follow"}
        </Button>
      )}
    </li>
  );
}
