// The page of a collection of posts (a topic, a tag): a header with an optional picture, what it is, its
// name and description, how many posts it holds and its RSS feed; then its posts (the children).
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { LazyImage } from "./LazyImage";
import { Skeleton } from "./Skeleton";
import styles from "./CollectionView.module.css";

interface CollectionViewProps {
  /** What the collection is ("Topic", "Tag"), in the page's language. */
  kind: string;
  title: ReactNode;
  /** Undefined while loading: a placeholder line; null: none. */
  description?: string | null;
  /** The picture, when the collection has a place for one. */
  image?: { src: string | null | undefined };
  postsCount: number | undefined;
  feedPath: string;
  /** Narrows the posts (the language filter), under the header. */
  filter?: ReactNode;
  /** The posts, paginated. */
  children: ReactNode;
}

export function CollectionView(props: CollectionViewProps) {
  const { description, postsCount } = props;
  return (
    <>
      <header className={styles.header}>
        {props.image && (
          <div className={styles.media}>
            <LazyImage src={props.image.src} alt="" aspectRatio="1 / 1" sizes="160px" priority />
          </div>
        )}
        <div className={styles.info}>
          <p className={styles.eyebrow}>{props.kind}</p>
          <h1 className={styles.title}>{props.title}</h1>
          {description === undefined ? (
            <Skeleton width="70%" height={16} />
          ) : (
            description !== null && <p className={styles.description}>{description}</p>
          )}
          <div className={styles.meta}>
            <span className={styles.count}>
              {postsCount === undefined ? (
                <Skeleton width={60} height={14} />
              ) : (
                <FormattedMessage id="common.postsCount" values={{ count: postsCount }} />
              )}
            </span>
            <a className={styles.rss} href={props.feedPath}>
              <FormattedMessage id="common.collection.rss" />
            </a>
          </div>
        </div>
      </header>
      {props.filter && <div className={styles.filter}>{props.filter}</div>}
      {props.children}
    </>
  );
}
