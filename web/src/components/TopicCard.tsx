// A topic (spec §2.3): image, name, description and postsCount; links to topics/{slug}.
import type { Topic } from "@inkwell/contract";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { LazyImage } from "./LazyImage";
import styles from "./TopicCard.module.css";

/** `headingLevel`: 2 where the grid sits right under the page's h1, 3 under a section's h2. */
export function TopicCard({ topic, headingLevel = 3 }: { topic: Topic; headingLevel?: 2 | 3 }) {
  const Name = headingLevel === 2 ? "h2" : "h3";
  return (
    <Link to={`/topics/${topic.slug}`} className={styles.card} data-testid="topic-card">
      <LazyImage src={topic.image} alt="" aspectRatio="2 / 1" />
      <div className={styles.body}>
        <Name className={styles.name}>
          {topic.icon && (
            <span className={styles.icon} aria-hidden="true">
              {topic.icon}
            </span>
          )}
          {topic.name}
        </Name>
        {topic.description && <p className={styles.description}>{topic.description}</p>}
        <p className={styles.count}>
          <FormattedMessage id="common.postsCount" values={{ count: topic.postsCount }} />
        </p>
      </div>
    </Link>
  );
}
