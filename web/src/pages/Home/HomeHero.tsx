// The top of Home: what Inkwell is, and a way in (write a post, or start writing by signing up; browse topics).
import { ButtonLink } from "../../components/ButtonLink";
import styles from "./Home.module.css";

export function HomeHero({ signedIn }: { signedIn: boolean }) {
  return (
    <section className={styles.hero}>
      <h1 className={styles.title}>
        Stories and ideas, <span className={styles.accent}>written to be read.</span>
      </h1>
      <p className={styles.lead}>
        Inkwell is a calm home for writers and curious readers. Discover thoughtful posts, follow the authors
        you like and publish your own.
      </p>
      <div className={styles.actions}>
        <ButtonLink to={signedIn ? "/write" : "/register"} size="lg">
          {signedIn ? "Write a post" : "Start writing"}
        </ButtonLink>
        <ButtonLink to="/topics" variant="secondary" size="lg">
          Browse topics
        </ButtonLink>
      </div>
    </section>
  );
}
