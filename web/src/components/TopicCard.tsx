// A topic (spec §2.3): image, name, description and postsCount; links to topics/{slug}.
import type { Topic } from "@inkwell/contract";
import { Link } from "react-router";
import { LazyImage } from "./LazyImage";
import styles from "./TopicCard.module.css";

export function TopicCard({ topic }: { topic: Topic }) {
  return (
    <Link to={`/topics/${topic.slug}`} className={styles.card} data-testid="topic-card">
      <LazyImage src={topic.image} alt="" aspectRatio="2 / 1" />
      <div className={styles.body}>
        <h3 className={styles.name}>
          {topic.icon && (
            <span className={styles.icon} aria-hidden="true">
              {topic.icon}
            </span>
          )}
          {topic.name}
        </h3>
        {topic.description && <p className={styles.description}>{topic.description}</p>}
        <p className={styles.count}>
          {topic.postsCount} {topic.postsCount === 1 ? "post" : "posts"}
        </p>
      </div>
    </Link>
  );
}
