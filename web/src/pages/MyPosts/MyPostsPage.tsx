// Your drafts and published posts.
import { ButtonLink } from "../../components/ButtonLink";
import { EmptyState } from "../../components/EmptyState";
import { Icon } from "../../components/Icon";
import { PageHeader } from "../../components/PageHeader";

export default function MyPostsPage() {
  return (
    <>
      <PageHeader
        title="My posts"
        description="Drafts, scheduled and published posts you've written."
        actions={
          <ButtonLink to="/write">
            <Icon name="pen" size={16} />
            Write Post
          </ButtonLink>
        }
      />
      <EmptyState
        title="No posts found"
        description="Start a draft — you can publish whenever you're ready."
        icon="file"
      />
    </>
  );
}
