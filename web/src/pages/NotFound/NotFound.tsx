// What an unknown address shows: the catch-all route's page (./NotFoundPage.tsx), and the answer of pages
// whose subject does not exist or is not theirs to show (a tag nobody may see, the console for anyone but staff).
import { ButtonLink } from "../../components/ButtonLink";
import styles from "./NotFound.module.css";

export function NotFound() {
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.text}>The page you&apos;re looking for doesn&apos;t exist or has moved.</p>
      <div className={styles.actions}>
        <ButtonLink to="/">Go to Home</ButtonLink>
        <ButtonLink to="/topics" variant="secondary">
          Browse topics
        </ButtonLink>
      </div>
    </section>
  );
}
