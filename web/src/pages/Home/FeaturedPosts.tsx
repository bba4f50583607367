// Home's For you tab leads with the featured posts (at most FEATURED_MAX).
import { FEATURED_MAX } from "@inkwell/contract";
import { FormattedMessage, useIntl } from "react-intl";
import { useGetPostsQuery, type PostListArgs } from "../../data/api/postsApi";
import { PostList } from "../../features/posts";
import styles from "./Home.module.css";

export function FeaturedPosts({ args }: { args: PostListArgs }) {
  const intl = useIntl();
  const featured = useGetPostsQuery(args);
  return (
    <section className={styles.section} aria-labelledby="featured-heading">
      <div className={styles.sectionHead}>
        <h2 id="featured-heading" className={styles.sectionTitle}>
          <FormattedMessage id="reading.home.featured" />
        </h2>
      </div>
      <PostList
        posts={featured.data?.items.slice(0, FEATURED_MAX)}
        loading={featured.isLoading}
        skeletonCount={FEATURED_MAX}
        priorityCount={1}
        emptyTitle={intl.formatMessage({ id: "reading.home.featuredEmptyTitle" })}
        emptyDescription={intl.formatMessage({ id: "reading.home.featuredEmptyText" })}
      />
    </section>
  );
}
