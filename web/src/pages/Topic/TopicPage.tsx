// One topic: its header (image, icon, description, post count, RSS) and its posts, paginated.
import { useParams } from "react-router";
import { useGetTopicPostsQuery, useGetTopicQuery } from "../../app/api/postsApi";
import { ButtonLink } from "../../components/ButtonLink";
import { EmptyState } from "../../components/EmptyState";
import { LazyImage } from "../../components/LazyImage";
import { Skeleton } from "../../components/Skeleton";
import { PostList } from "../../features/posts/PostList";
import { titleFromSlug } from "../../lib/text";
import { usePageParam } from "../../lib/usePageParam";
import styles from "./Topic.module.css";

const TOPIC_PAGE_SIZE = 9;

/** A page of the topic's posts (the server renders the topic page from this same query). */
export const topicPostsArgs = (slug: string, page: number) => ({ slug, page, limit: TOPIC_PAGE_SIZE });

export default function TopicPage() {
  const { slug = "" } = useParams();
  const [page, setPage] = usePageParam();
  const topic = useGetTopicQuery(slug);
  const posts = useGetTopicPostsQuery(topicPostsArgs(slug, page));

  if (topic.isError) {
    return (
      <EmptyState
        title="Topic not found"
        description="This topic does not exist or was removed."
        icon="hash"
        action={
          <ButtonLink to="/topics" variant="secondary" size="sm">
            All topics
          </ButtonLink>
        }
      />
    );
  }

  const data = topic.data;
  return (
    <>
      <header className={styles.header}>
        <div className={styles.media}>
          <LazyImage src={data?.image} alt="" aspectRatio="1 / 1" sizes="160px" priority />
        </div>
        <div className={styles.info}>
          <p className={styles.eyebrow}>Topic</p>
          <h1 className={styles.title}>
            {data?.icon && <span aria-hidden="true">{data.icon}</span>}
            {data?.name ?? titleFromSlug(slug)}
          </h1>
          {data ? (
            <p className={styles.description}>{data.description}</p>
          ) : (
            <Skeleton width="70%" height={16} />
          )}
          <div className={styles.meta}>
            <span className={styles.count}>
              {data ? `${data.postsCount} ${data.postsCount === 1 ? "post" : "posts"}` : "…"}
            </span>
            <a className={styles.rss} href={`/topics/${encodeURIComponent(slug)}/rss.xml`}>
              RSS feed
            </a>
          </div>
        </div>
      </header>
      <PostList
        headingLevel={2}
        posts={posts.data?.items}
        loading={posts.isFetching}
        skeletonCount={TOPIC_PAGE_SIZE}
        priorityCount={1}
        page={page}
        totalPages={posts.data?.meta.totalPages ?? 1}
        onPageChange={setPage}
        emptyDescription="Nothing has been published in this topic yet."
        emptyAction={
          <ButtonLink to="/topics" variant="secondary" size="sm">
            All topics
          </ButtonLink>
        }
      />
    </>
  );
}
