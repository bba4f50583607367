// The catch-all page for unknown addresses.
import { ButtonLink } from "../../components/ButtonLink";
import styles from "./NotFound.module.css";

export default function NotFoundPage() {
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
