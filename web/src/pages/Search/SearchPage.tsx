// Search results for `?q=` (results arrive with the search issue).
import { useSearchParams } from "react-router";
import { EmptyState } from "../../components/EmptyState";
import { PageHeader } from "../../components/PageHeader";

export default function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get("q")?.trim() ?? "";
  return (
    <>
      <PageHeader
        eyebrow="Search"
        title={q ? `Results for “${q}”` : "Search Inkwell"}
        description={
          q ? "Posts whose title or content match your search." : "Use the search box above to find posts."
        }
      />
      <EmptyState
        title="No posts found"
        description={q ? "Try different or fewer words." : "Type a few words to get started."}
        icon="search"
      />
    </>
  );
}
