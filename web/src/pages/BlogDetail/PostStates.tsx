// What the post page shows instead of a post: its shape while it loads, or why it cannot be shown.
import { FormattedMessage, useIntl } from "react-intl";
import { ButtonLink } from "../../components/ButtonLink";
import { EmptyState } from "../../components/EmptyState";
import { Skeleton } from "../../components/Skeleton";
import styles from "./BlogDetail.module.css";

export function PostSkeleton() {
  return (
    <article className={styles.article} aria-busy="true">
      <Skeleton width="30%" height={14} />
      <Skeleton width="90%" height={40} className={styles.skeletonTitle} />
      <div className={styles.skeleton}>
        {[100, 94, 97, 60].map((w) => (
          <Skeleton key={w} width={`${w}%`} />
        ))}
      </div>
    </article>
  );
}

/** Not found (or not visible to this reader), or not loaded (`status` is the answer's HTTP status). */
export function PostUnavailable({ status }: { status: number | undefined }) {
  const intl = useIntl();
  const notFound = status === 404 || status === undefined;
  return (
    <div className={styles.article}>
      <EmptyState
        title={intl.formatMessage({
          id: notFound ? "reading.postPage.notFound" : "reading.postPage.notLoaded",
        })}
        description={intl.formatMessage({
          id: notFound ? "reading.postPage.notFoundText" : "reading.postPage.notLoadedText",
        })}
        icon="file"
        action={
          <ButtonLink to="/" variant="secondary" size="sm">
            <FormattedMessage id="reading.postPage.backHome" />
          </ButtonLink>
        }
      />
    </div>
  );
}
