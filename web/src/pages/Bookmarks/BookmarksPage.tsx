// Posts you saved for later.
import { ButtonLink } from "../../components/ButtonLink";
import { EmptyState } from "../../components/EmptyState";
import { PageHeader } from "../../components/PageHeader";

export default function BookmarksPage() {
  return (
    <>
      <PageHeader title="Bookmarks" description="Stories you've saved to read later." />
      <EmptyState
        title="No posts found"
        description="Tap the bookmark on any post to keep it here."
        icon="bookmark"
        action={
          <ButtonLink to="/" variant="secondary" size="sm">
            Discover posts
          </ButtonLink>
        }
      />
    </>
  );
}
