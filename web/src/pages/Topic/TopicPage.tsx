// One topic and its posts.
import { useParams } from "react-router";
import { ButtonLink } from "../../components/ButtonLink";
import { EmptyState } from "../../components/EmptyState";
import { PageHeader } from "../../components/PageHeader";
import { titleFromSlug } from "../../lib/text";

export default function TopicPage() {
  const { slug = "" } = useParams();
  return (
    <>
      <PageHeader
        eyebrow="Topic"
        title={titleFromSlug(slug)}
        description={`The latest posts filed under ${titleFromSlug(slug)}.`}
      />
      <EmptyState
        title="No posts found"
        description="Nothing has been published in this topic yet."
        icon="file"
        action={
          <ButtonLink to="/topics" variant="secondary" size="sm">
            All topics
          </ButtonLink>
        }
      />
    </>
  );
}
