// The comments under a post (spec §2.3): 'Comments (count)', the composer (CommentComposer) and the thread
// with replies indented 48px per level (max level 2, CommentList). Links such as /blog/slug#comment-12
// scroll to and highlight that comment once the thread has loaded. The thread comes in pages of top-level
// comments, newest first; "Load more comments" appends the next, older page. Comments by people the reader
// muted are folded ('Comment from a muted account', with Show).
import { skipToken } from "@reduxjs/toolkit/query";
import { useMemo } from "react";
import { FormattedMessage } from "react-intl";
import { useGetCommentsInfiniteQuery } from "../../data/api/commentsApi";
import { useGetMutedUsersQuery } from "../../data/api/socialApi";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { Button } from "../../components/Button";
import { CommentComposer } from "./CommentComposer";
import { CommentList } from "./CommentList";
import { flattenThread } from "./commentTree";
import styles from "./Comments.module.css";
import { useLinkedComment } from "./useLinkedComment";

interface CommentsSectionProps {
  postId: number;
  /** The post's author may turn comments off: the thread stays, nobody adds to it. */
  commentsEnabled: boolean;
}

export function CommentsSection({ postId, commentsEnabled }: CommentsSectionProps) {
  const user = useAppSelector(selectCurrentUser);
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetCommentsInfiniteQuery({ postId });
  const rows = useMemo(() => flattenThread(data?.pages.flatMap((page) => page.data) ?? []), [data]);
  // Comments by people the reader muted are folded away; the server sends them as to anyone.
  const { data: mutedUsers } = useGetMutedUsersQuery(user ? undefined : skipToken);
  // Folding is a courtesy: an answer that is not a list must not take the thread down with it.
  const muted = useMemo(
    () => new Set(Array.isArray(mutedUsers) ? mutedUsers.map((u) => u.id) : []),
    [mutedUsers],
  );
  const highlight = useLinkedComment(data);

  // The first page counts the whole thread; a later one read past the end would count nothing.
  const count = data?.pages[0]?.meta.total ?? 0;

  const loadMore = async () => {
    const result = await fetchNextPage();
    if (result.isError) console.error("Could not load more comments", result.error);
  };

  return (
    <div className={styles.section} aria-labelledby="comments-heading">
      <h2 id="comments-heading" className={styles.heading}>
        <FormattedMessage id="people.comments.heading" values={{ count }} />
      </h2>

      <CommentComposer postId={postId} commentsEnabled={commentsEnabled} />

      <CommentList
        rows={rows}
        isLoading={isLoading}
        failed={isError || !data}
        postId={postId}
        commentsEnabled={commentsEnabled}
        highlight={highlight}
        muted={muted}
      />

      {hasNextPage && rows.length > 0 && (
        <Button
          variant="secondary"
          size="sm"
          className={styles.loadMore}
          loading={isFetchingNextPage}
          onClick={() => void loadMore()}
        >
          <FormattedMessage id="people.comments.loadMore" />
        </Button>
      )}
    </div>
  );
}
