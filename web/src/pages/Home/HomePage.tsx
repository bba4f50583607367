// Home: a welcome, featured posts (≤3), the latest posts (paginated, grid or list) and a strip of topics.
import { FEATURED_MAX } from "@inkwell/contract";
import { useState } from "react";
import { Link } from "react-router";
import { useGetPostsQuery, useGetTopicsQuery, type PostListArgs } from "../../app/api/postsApi";
import { selectCurrentUser } from "../../app/session/authSlice";
import { useAppSelector } from "../../app/store";
import { ButtonLink } from "../../components/ButtonLink";
import { LayoutToggle, type PostLayout } from "../../components/LayoutToggle";
import { TopicGrid } from "../../components/TopicGrid";
import { PostList } from "../../features/posts/PostList";
import { usePageParam } from "../../lib/usePageParam";
import styles from "./Home.module.css";

export const HOME_LIST_LIMIT = 6;

/** The post lists Home shows (the server renders Home from these same queries). */
export function homeQueries(page: number) {
  return {
    featured: { featured: true, limit: FEATURED_MAX },
    latest: { page, limit: HOME_LIST_LIMIT },
  } satisfies Record<string, PostListArgs>;
}

export default function HomePage() {
  const user = useAppSelector(selectCurrentUser);
  const [page, setPage] = usePageParam();
  const [layout, setLayout] = useState<PostLayout>("grid");
  const queries = homeQueries(page);
  const featured = useGetPostsQuery(queries.featured);
  const latest = useGetPostsQuery(queries.latest);
  const topics = useGetTopicsQuery();

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

      <section className={styles.section} aria-labelledby="latest-heading" id="latest">
        <div className={styles.sectionHead}>
          <h2 id="latest-heading" className={styles.sectionTitle}>
            Latest posts
          </h2>
          <LayoutToggle value={layout} onChange={setLayout} />
        </div>
        <PostList
          posts={latest.data?.items}
          layout={layout}
          loading={latest.isFetching}
          skeletonCount={HOME_LIST_LIMIT}
          page={page}
          totalPages={latest.data?.meta.totalPages ?? 1}
          onPageChange={(p) => {
            setPage(p);
            document.getElementById("latest")?.scrollIntoView({ behavior: "smooth" });
          }}
          emptyDescription="Be the first to publish something worth reading."
          emptyAction={
            <ButtonLink to="/write" variant="secondary" size="sm">
              Write Post
            </ButtonLink>
          }
        />
      </section>

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
