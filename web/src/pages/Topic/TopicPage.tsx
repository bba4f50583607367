// One topic: its header (image, icon, description, post count, RSS) and its posts, paginated.
import { FormattedMessage, useIntl } from "react-intl";
import { useParams, useSearchParams } from "react-router";
import { useGetTopicPostsQuery, useGetTopicQuery } from "../../data/api/postsApi";
import { ButtonLink } from "../../components/ButtonLink";
import { EmptyState } from "../../components/EmptyState";
import { CollectionView } from "../../components/CollectionView";
import { LanguageFilter, PostList } from "../../features/posts";
import { postLanguageFrom } from "../../lib/postLanguageParam";
import { titleFromSlug } from "../../lib/text";
import { usePageParam } from "../../lib/usePageParam";
import { TOPIC_PAGE_SIZE, topicPostsArgs } from "./queries";

export default function TopicPage() {
  const intl = useIntl();
  const { slug = "" } = useParams();
  const [page, setPage] = usePageParam();
  const [params] = useSearchParams();
  const topic = useGetTopicQuery(slug);
  const posts = useGetTopicPostsQuery(topicPostsArgs(slug, page, postLanguageFrom(params)));

  if (topic.isError) {
    return (
      <EmptyState
        title={intl.formatMessage({ id: "reading.topic.notFound" })}
        description={intl.formatMessage({ id: "reading.topic.notFoundText" })}
        icon="hash"
        action={
          <ButtonLink to="/topics" variant="secondary" size="sm">
            <FormattedMessage id="reading.topic.allTopics" />
          </ButtonLink>
        }
      />
    );
  }

  const data = topic.data;
  return (
    <CollectionView
      kind={intl.formatMessage({ id: "reading.topic.kind" })}
      title={
        <>
          {data?.icon && <span aria-hidden="true">{data.icon}</span>}
          {data?.name ?? titleFromSlug(slug)}
        </>
      }
      description={data ? data.description : undefined}
      image={{ src: data?.image }}
      postsCount={data?.postsCount}
      filter={<LanguageFilter />}
      feedPath={`/topics/${encodeURIComponent(slug)}/rss.xml`}
    >
      <PostList
        headingLevel={2}
        posts={posts.data?.items}
        loading={posts.isFetching}
        skeletonCount={TOPIC_PAGE_SIZE}
        priorityCount={1}
        page={page}
        totalPages={posts.data?.meta.totalPages ?? 1}
        onPageChange={setPage}
        emptyDescription={intl.formatMessage({ id: "reading.topic.empty" })}
        emptyAction={
          <ButtonLink to="/topics" variant="secondary" size="sm">
            <FormattedMessage id="reading.topic.allTopics" />
          </ButtonLink>
        }
      />
    </CollectionView>
  );
}
