// The top of Home: what the site is (its owner's description, else the interface's), and a way in (write a
// post, or start writing by signing up, or signing in while the site joins by invitation only; browse topics).
import { FormattedMessage } from "react-intl";
import { ButtonLink } from "../../components/ButtonLink";
import { useSite } from "../../data/site/useSite";
import styles from "./Home.module.css";

export function HomeHero({ signedIn }: { signedIn: boolean }) {
  const { title, description, registration } = useSite();
  const joinPath = registration === "invite" ? "/login" : "/register";
  return (
    <section className={styles.hero}>
      <h1 className={styles.title}>
        <FormattedMessage
          id="reading.home.heroTitle"
          values={{ accent: (chunks) => <span className={styles.accent}>{chunks}</span> }}
        />
      </h1>
      <p className={styles.lead}>
        {description || <FormattedMessage id="reading.home.heroLead" values={{ site: title }} />}
      </p>
      <div className={styles.actions}>
        <ButtonLink to={signedIn ? "/write" : joinPath} size="lg">
          <FormattedMessage id={signedIn ? "reading.home.writePost" : "reading.home.startWriting"} />
        </ButtonLink>
        <ButtonLink to="/topics" variant="secondary" size="lg">
          <FormattedMessage id="reading.home.browseTopics" />
        </ButtonLink>
      </div>
    </section>
  );
}
