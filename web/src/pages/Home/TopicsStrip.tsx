// Home's strip of topics: the first six, and a link to all of them.
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { useGetTopicsQuery } from "../../data/api/postsApi";
import { TopicGrid } from "../../components/TopicGrid";
import styles from "./Home.module.css";

export function TopicsStrip() {
  const topics = useGetTopicsQuery();
  return (
    <section className={styles.section} aria-labelledby="topics-heading">
      <div className={styles.sectionHead}>
        <h2 id="topics-heading" className={styles.sectionTitle}>
          <FormattedMessage id="reading.home.topics" />
        </h2>
        <Link to="/topics">
          <FormattedMessage id="reading.home.allTopics" />
        </Link>
      </div>
      <TopicGrid topics={topics.data?.slice(0, 6)} loading={topics.isLoading} />
    </section>
  );
}
