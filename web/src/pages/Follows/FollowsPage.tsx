// Someone's followers, or the people they follow (/profile/{username}/followers and /following): tabs
// between the two, a page of people at a time, each with a Follow / Followed button (spec §2.3).
import type { PersonEntry } from "@inkwell/contract";
import { FormattedMessage, useIntl } from "react-intl";
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

const TABS = {
  followers: "people.follows.tab.followers",
  following: "people.follows.tab.following",
} as const satisfies Record<PeopleSide, string>;

export default function FollowsPage() {
  const { username = "" } = useParams();
  const intl = useIntl();
  const location = useLocation();
  const side = sideOf(location.pathname);
  const [page, setPage] = usePageParam();
  const profile = useGetProfileQuery(username);
  const people = useGetPeopleQuery(peopleArgs(username, side, page));
  const name = profile.data?.name ?? `@${username}`;

  if (profile.error && asApiError(profile.error)?.status === 404) {
    return (
      <EmptyState
        title={intl.formatMessage({ id: "people.profile.notFound.title" })}
        description={intl.formatMessage({ id: "people.profile.notFound.description" }, { username })}
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
      <header className={styles.head}>
        <Link to={`/profile/${username}`} className={styles.back}>
          <FormattedMessage id="people.follows.back" values={{ name }} />
        </Link>
        <h1 className={styles.title}>
          <FormattedMessage
            id={side === "followers" ? "people.follows.title.followers" : "people.follows.title.following"}
            values={{ name }}
          />
        </h1>
        <nav className={styles.tabs} aria-label={intl.formatMessage({ id: "people.follows.tabs" })}>
          {(["followers", "following"] as const).map((tab) => (
            <Link
              key={tab}
              to={`/profile/${username}/${tab}`}
              aria-current={tab === side ? "page" : undefined}
              className={cx(styles.tab, tab === side && styles.tabActive)}
            >
              <FormattedMessage id={TABS[tab]} />
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
          title={intl.formatMessage({
            id: side === "followers" ? "people.follows.empty.followers" : "people.follows.empty.following",
          })}
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
          <span className={styles.handle}>
            <FormattedMessage id="people.follows.handle" values={{ username: person.username }} />
          </span>
          {person.introduction && <span className={styles.intro}>{person.introduction}</span>}
        </span>
      </Link>
      {(person.can.follow || !user) && <FollowButton follow={follow} disabled={!known} name={person.name} />}
    </li>
  );
}
