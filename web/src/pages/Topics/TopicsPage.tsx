// Topic list: every topic with its description and post count.
import { useIntl } from "react-intl";
import { useGetTopicsQuery } from "../../data/api/postsApi";
import { PageHeader } from "../../components/PageHeader";
import { TopicGrid } from "../../components/TopicGrid";

export default function TopicsPage() {
  const intl = useIntl();
  const { data, isLoading } = useGetTopicsQuery();
  return (
    <>
      <PageHeader
        eyebrow={intl.formatMessage({ id: "reading.topics.eyebrow" })}
        title={intl.formatMessage({ id: "reading.topics.title" })}
        description={intl.formatMessage({ id: "reading.topics.description" })}
      />
      <TopicGrid topics={data} loading={isLoading} headingLevel={2} />
    </>
  );
}
