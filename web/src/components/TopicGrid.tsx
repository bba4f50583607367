// Topic cards in a grid, with six placeholders while loading (spec §9) and 'No topics found'.
import type { Topic } from "@inkwell/contract";
import { useIntl } from "react-intl";
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
  const intl = useIntl();
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
        title={intl.formatMessage({ id: "common.topics.empty" })}
        description={intl.formatMessage({ id: "common.topics.emptyDescription" })}
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
