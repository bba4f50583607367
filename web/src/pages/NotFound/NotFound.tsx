// What an unknown address shows: the catch-all route's page (./NotFoundPage.tsx), and the answer of pages
// whose subject does not exist or is not theirs to show (a tag nobody may see, the console for anyone but staff).
import { FormattedMessage } from "react-intl";
import { ButtonLink } from "../../components/ButtonLink";
import styles from "./NotFound.module.css";

/** The status shown large above the title, the same in every language. */
const STATUS = 404;

export function NotFound() {
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        {STATUS}
      </p>
      <h1 className={styles.title}>
        <FormattedMessage id="reading.notFound.title" />
      </h1>
      <p className={styles.text}>
        <FormattedMessage id="reading.notFound.text" />
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/">
          <FormattedMessage id="reading.notFound.home" />
        </ButtonLink>
        <ButtonLink to="/topics" variant="secondary">
          <FormattedMessage id="reading.notFound.browseTopics" />
        </ButtonLink>
      </div>
    </section>
  );
}
