// Topic cards in a grid, with six placeholders while loading (spec §9) and 'No topics found'.
import type { Topic } from "@inkwell/contract";
import { EmptyState } from "./EmptyState";
import { SkeletonCard } from "./Skeleton";
import { TopicCard } from "./TopicCard";
import styles from "./TopicGrid.module.css";

export const TOPIC_SKELETON_COUNT = 6;

interface TopicGridProps {
  topics: Topic[] | undefined;
  loading?: boolean;
  /** The cards' heading level: 2 where the grid sits right under the page's h1. */
  headingLevel?: 2 | 3;
}

export function TopicGrid({ topics, loading = false, headingLevel }: TopicGridProps) {
  if (loading && !topics) {
    return (
      <div className={styles.grid} aria-busy="true">
        {Array.from({ length: TOPIC_SKELETON_COUNT }, (_, i) => (
          <SkeletonCard key={i} mediaRatio="2 / 1" />
        ))}
      </div>
    );
  }
  if (!topics?.length) {
    return (
      <EmptyState
        title="No topics found"
        description="Topics appear once posts are filed under them."
        icon="hash"
      />
    );
  }
  return (
    <div className={styles.grid}>
      {topics.map((topic) => (
        <TopicCard key={topic.id} topic={topic} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
