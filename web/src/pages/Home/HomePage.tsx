// Home: a welcome, then featured and latest posts (the lists arrive with the posts issue).
import { Link } from "react-router";
import { selectCurrentUser } from "../../app/session/authSlice";
import { useAppSelector } from "../../app/store";
import { ButtonLink } from "../../components/ButtonLink";
import { EmptyState } from "../../components/EmptyState";
import styles from "./Home.module.css";

export default function HomePage() {
  const user = useAppSelector(selectCurrentUser);
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
        <EmptyState
          title="No featured posts"
          description="Hand-picked stories will appear here."
          icon="bookmark"
        />
      </section>

      <section className={styles.section} aria-labelledby="latest-heading">
        <div className={styles.sectionHead}>
          <h2 id="latest-heading" className={styles.sectionTitle}>
            Latest posts
          </h2>
          <Link to="/topics">Explore topics</Link>
        </div>
        <EmptyState
          title="No posts found"
          description="Be the first to publish something worth reading."
          icon="file"
          action={
            <ButtonLink to="/write" variant="secondary" size="sm">
              Write Post
            </ButtonLink>
          }
        />
      </section>
    </>
  );
}
