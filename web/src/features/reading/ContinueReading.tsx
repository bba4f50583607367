// "Continue reading": the posts a signed-in reader started and has not finished, last read first, each
// with how far they got. Shows nothing when there are none.
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useGetReadingListQuery } from "../../data/api/socialApi";
import { langIfOther, postLanguage } from "../posts";
import styles from "./ContinueReading.module.css";

const SHOWN = 4;

export function ContinueReading() {
  const intl = useIntl();
  const { data } = useGetReadingListQuery({ limit: SHOWN }, { refetchOnMountOrArgChange: true });
  if (!data?.items.length) return null;
  return (
    <section className={styles.strip} aria-labelledby="continue-heading">
      <h2 id="continue-heading" className={styles.title}>
        <FormattedMessage id="reading.continueReading.title" />
      </h2>
      <ul className={styles.items}>
        {data.items.map(({ post, progress }) => {
          const percent = Math.round(progress * 100);
          return (
            <li key={post.id} className={styles.item}>
              <Link to={`/blog/${post.slug}`} className={styles.link}>
                <span className={styles.postTitle} lang={langIfOther(postLanguage(post), intl.locale)}>
                  {post.title}
                </span>
                <span className={styles.author}>{post.author.name}</span>
              </Link>
              <div
                className={styles.bar}
                role="progressbar"
                aria-label={intl.formatMessage(
                  { id: "reading.continueReading.progress" },
                  { percent, title: post.title },
                )}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <span style={{ width: `${percent}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
