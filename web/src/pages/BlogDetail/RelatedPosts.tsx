// The posts related to the one being read, under it.
import { RELATED_MAX } from "@inkwell/contract";
import { FormattedMessage, useIntl } from "react-intl";
import { useGetRelatedPostsQuery } from "../../data/api/postsApi";
import { PostList } from "../../features/posts";
import styles from "./BlogDetail.module.css";

/** Asked for once the post itself has loaded (`slug` is the address it was asked by). */
export function RelatedPosts({ slug }: { slug: string }) {
  const intl = useIntl();
  const related = useGetRelatedPostsQuery(slug);
  return (
    <section className={styles.related} aria-labelledby="related-heading">
      <h2 id="related-heading" className={styles.sectionTitle}>
        <FormattedMessage id="reading.postPage.related" />
      </h2>
      <PostList
        posts={related.data?.slice(0, RELATED_MAX)}
        loading={related.isLoading}
        skeletonCount={RELATED_MAX}
        emptyTitle={intl.formatMessage({ id: "reading.postPage.relatedEmptyTitle" })}
        emptyDescription={intl.formatMessage({ id: "reading.postPage.relatedEmptyText" })}
      />
    </section>
  );
}
