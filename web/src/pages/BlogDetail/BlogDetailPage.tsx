// The reader view of a published post (content arrives with the posts issue).
import { useParams } from "react-router";
import { Badge } from "../../components/Badge";
import { ButtonLink } from "../../components/ButtonLink";
import { EmptyState } from "../../components/EmptyState";
import { titleFromSlug } from "../../lib/text";
import styles from "./BlogDetail.module.css";

export default function BlogDetailPage() {
  const { slug = "" } = useParams();
  return (
    <article className={styles.article}>
      <Badge tone="accent">Story</Badge>
      <h1 className={styles.title}>{titleFromSlug(slug)}</h1>
      <div className={styles.skeleton} aria-hidden="true">
        {[100, 94, 97, 60].map((w) => (
          <span key={w} className={styles.line} style={{ width: `${w}%` }} />
        ))}
      </div>
      <EmptyState
        title="No related posts"
        description="When more stories like this one are published, you'll find them here."
        icon="file"
        action={
          <ButtonLink to="/" variant="secondary" size="sm">
            Back to Home
          </ButtonLink>
        }
      />
    </article>
  );
}
