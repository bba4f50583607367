// Topic list: every topic with its description and post count.
import { useGetTopicsQuery } from "../../data/api/postsApi";
import { PageHeader } from "../../components/PageHeader";
import { TopicGrid } from "../../components/TopicGrid";

export default function TopicsPage() {
  const { data, isLoading } = useGetTopicsQuery();
  return (
    <>
      <PageHeader
        eyebrow="Explore"
        title="Topics"
        description="Find writing on the subjects you care about, from engineering to essays."
      />
      <TopicGrid topics={data} loading={isLoading} headingLevel={2} />
    </>
  );
}
