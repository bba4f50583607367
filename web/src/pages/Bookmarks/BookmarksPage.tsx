// Posts you saved for later: the posts you are part-way through ("Continue reading"), a search over your
// bookmarks (`?q=`, accents ignored), and 'Clear all' behind a confirmation.
import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { useClearBookmarksMutation, useGetBookmarksQuery } from "../../data/api/reactionsApi";
import { Button } from "../../components/Button";
import { ButtonLink } from "../../components/ButtonLink";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Input } from "../../components/Input";
import { PageHeader } from "../../components/PageHeader";
import { PostList } from "../../features/posts";
import { ContinueReading } from "../../features/reading";
import { usePageParam } from "../../lib/usePageParam";
import styles from "./Bookmarks.module.css";

const PAGE_SIZE = 9;
const SEARCH_AFTER_MS = 300;

export default function BookmarksPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const q = params.get("q")?.trim() ?? "";
  const [text, setText] = useState(q);
  const [page, setPage] = usePageParam();
  const { data, isFetching } = useGetBookmarksQuery({ page, limit: PAGE_SIZE, ...(q ? { q } : {}) });
  const [clear, { isLoading: clearing }] = useClearBookmarksMutation();
  const [confirming, setConfirming] = useState(false);
  const hasAny = q !== "" || (data?.meta.total ?? 0) > 0;

  // The words typed become the address's `?q=` once typing pauses (a new search starts at page 1).
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === q) return;
    const timer = setTimeout(() => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (wanted) next.set("q", wanted);
          else next.delete("q");
          next.delete("page");
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, SEARCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text, q, setParams]);

  const confirmClear = async () => {
    try {
      await clear().unwrap();
      setText("");
      setParams({}, { replace: true });
    } catch (err) {
      console.error("Could not clear bookmarks", err);
    }
    setConfirming(false);
  };

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: "people.bookmarks.title" })}
        description={intl.formatMessage({ id: "people.bookmarks.description" })}
        actions={
          hasAny ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              <FormattedMessage id="people.bookmarks.clearAll" />
            </Button>
          ) : undefined
        }
      />
      {!q && page === 1 && <ContinueReading />}
      {hasAny && (
        <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
          <Input
            label={intl.formatMessage({ id: "people.bookmarks.search.label" })}
            type="search"
            placeholder={intl.formatMessage({ id: "people.bookmarks.search.placeholder" })}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </form>
      )}
      <PostList
        headingLevel={2}
        posts={data?.items}
        loading={isFetching}
        page={page}
        totalPages={data?.meta.totalPages ?? 1}
        onPageChange={setPage}
        {...(q
          ? { emptyDescription: intl.formatMessage({ id: "people.bookmarks.noMatch" }, { query: q }) }
          : {
              emptyDescription: intl.formatMessage({ id: "people.bookmarks.empty" }),
              emptyAction: (
                <ButtonLink to="/" variant="secondary" size="sm">
                  <FormattedMessage id="people.bookmarks.discover" />
                </ButtonLink>
              ),
            })}
      />
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage({ id: "people.bookmarks.confirm.title" })}
        message={intl.formatMessage({ id: "people.bookmarks.confirm.message" })}
        confirmLabel={intl.formatMessage({ id: "people.bookmarks.clearAll" })}
        busy={clearing}
        onConfirm={() => void confirmClear()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
