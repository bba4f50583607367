// Someone's followers, or the people they follow (/profile/{username}/followers and /following): tabs
// between the two, a page of people at a time, each with a Follow / Followed button (spec §2.3).
import type { PersonEntry } from "@inkwell/contract";
import { Link, useLocation, useParams } from "react-router";
import { asApiError } from "../../lib/apiError";
import { useGetProfileQuery } from "../../data/api/profilesApi";
import { useGetPeopleQuery, type PeopleSide } from "../../data/api/socialApi";
import { selectAuthStatus, selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { Avatar } from "../../components/Avatar";
import { ButtonLink } from "../../components/ButtonLink";
import { EmptyState } from "../../components/EmptyState";
import { Pagination } from "../../components/Pagination";
import { Skeleton } from "../../components/Skeleton";
import { cx } from "../../lib/cx";
import { usePageParam } from "../../lib/usePageParam";
import { FollowButton, useFollowToggle } from "../../features/profiles";
import styles from "./Follows.module.css";
import { peopleArgs, sideOf } from "./queries";

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
  const follow = useFollowToggle(person.username, person);

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
      {(person.can.follow || !user) && <FollowButton follow={follow} disabled={!known} name={person.name} />}
    </li>
  );
}
