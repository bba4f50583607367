// Home: a welcome, tabs (For you: featured posts (≤3) and the latest posts; Following: the newest posts of
// people the member follows; Latest: every post, newest first), paginated in a grid or a list, and a strip of
// topics. The tab is in the address (`/?feed=`), so each one is linkable and rendered by the server.
import { FEATURED_MAX } from "@inkwell/contract";
import { useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { skipToken } from "@reduxjs/toolkit/query";
import { useGetPostsQuery, useGetTopicsQuery } from "../../data/api/postsApi";
import { loginPathFor } from "../../data/session/loginRedirect";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { ButtonLink } from "../../components/ButtonLink";
import { LayoutToggle, type PostLayout } from "../../components/LayoutToggle";
import { TopicGrid } from "../../components/TopicGrid";
import { PostList } from "../../features/posts";
import { usePageParam } from "../../lib/usePageParam";
import { FEED_LABELS, FEED_PANEL_ID, FeedTabs, feedFrom, feedPath, feedTabId } from "./FeedTabs";
import styles from "./Home.module.css";
import { HOME_LIST_LIMIT, followingQuery, homeQueries } from "./queries";

export default function HomePage() {
  const user = useAppSelector(selectCurrentUser);
  const [params] = useSearchParams();
  const feed = feedFrom(params);
  const [page, setPage] = usePageParam();
  const [layout, setLayout] = useState<PostLayout>("grid");
  const queries = homeQueries(page, feed);
  const featured = useGetPostsQuery(queries.featured ?? skipToken);
  const list = useGetPostsQuery(queries.list ?? (user ? followingQuery(page) : skipToken));
  const topics = useGetTopicsQuery();
  const changePage = (p: number) => {
    setPage(p);
    document.getElementById("latest")?.scrollIntoView({ behavior: "smooth" });
  };

  return (
    <>
      <section className={styles.hero}>
        <h1 className={styles.title}>
          Stories and ideas, <span className={styles.accent}>written to be read.</span>
        </h1>
        <p className={styles.lead}>
          Inkwell is a calm home for writers and curious readers. Discover thoughtful posts, follow the
          authors you like and publish your own.
        </p>
        <div className={styles.actions}>
          <ButtonLink to={user ? "/write" : "/register"} size="lg">
            {user ? "Write a post" : "Start writing"}
          </ButtonLink>
          <ButtonLink to="/topics" variant="secondary" size="lg">
            Browse topics
          </ButtonLink>
        </div>
      </section>

      <FeedTabs current={feed} />
      <div id={FEED_PANEL_ID} role="tabpanel" aria-labelledby={feedTabId(feed)} className={styles.panel}>
        {queries.featured && (
          <section className={styles.section} aria-labelledby="featured-heading">
            <div className={styles.sectionHead}>
              <h2 id="featured-heading" className={styles.sectionTitle}>
                Featured
              </h2>
            </div>
            <PostList
              posts={featured.data?.items.slice(0, FEATURED_MAX)}
              loading={featured.isLoading}
              skeletonCount={FEATURED_MAX}
              priorityCount={1}
              emptyTitle="No featured posts"
              emptyDescription="Hand-picked stories will appear here."
            />
          </section>
        )}

        <section className={styles.section} aria-labelledby="latest-heading" id="latest">
          <div className={styles.sectionHead}>
            <h2 id="latest-heading" className={styles.sectionTitle}>
              {feed === "following" ? "From people you follow" : "Latest posts"}
            </h2>
            <LayoutToggle value={layout} onChange={setLayout} />
          </div>
          {feed === "following" && !user ? (
            <SignInPrompt />
          ) : (
            <PostList
              posts={list.data?.items}
              layout={layout}
              loading={list.isFetching}
              skeletonCount={HOME_LIST_LIMIT}
              page={page}
              totalPages={list.data?.meta.totalPages ?? 1}
              onPageChange={changePage}
              {...(feed === "following" ? followingEmpty : latestEmpty)}
            />
          )}
        </section>
      </div>

      <section className={styles.section} aria-labelledby="topics-heading">
        <div className={styles.sectionHead}>
          <h2 id="topics-heading" className={styles.sectionTitle}>
            Topics
          </h2>
          <Link to="/topics">All topics</Link>
        </div>
        <TopicGrid topics={topics.data?.slice(0, 6)} loading={topics.isLoading} />
      </section>
    </>
  );
}

const latestEmpty: { emptyDescription: ReactNode; emptyAction: ReactNode } = {
  emptyDescription: "Be the first to publish something worth reading.",
  emptyAction: (
    <ButtonLink to="/write" variant="secondary" size="sm">
      Write Post
    </ButtonLink>
  ),
};

const followingEmpty: { emptyDescription: ReactNode; emptyAction: ReactNode } = {
  emptyDescription: "Follow authors you enjoy and their new posts will show up here.",
  emptyAction: (
    <ButtonLink to={feedPath("latest")} variant="secondary" size="sm">
      See the {FEED_LABELS.latest.toLowerCase()} posts
    </ButtonLink>
  ),
};

/** The Following tab for someone signed out (and as the server renders it, for nobody in particular). */
function SignInPrompt() {
  return (
    <div className={styles.prompt}>
      <p>Sign in to see the newest posts from the people you follow.</p>
      <ButtonLink to={loginPathFor(feedPath("following"))} size="sm">
        Sign In
      </ButtonLink>
    </div>
  );
}
