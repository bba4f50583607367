// Topic list: every topic with its description and post count (filled by the topics issue).
import { EmptyState } from "../../components/EmptyState";
import { PageHeader } from "../../components/PageHeader";

export default function TopicsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Explore"
        title="Topics"
        description="Find writing on the subjects you care about, from engineering to essays."
      />
      <EmptyState
        title="No topics found"
        description="Topics will show up here once posts are tagged with them."
        icon="hash"
      />
    </>
  );
}
