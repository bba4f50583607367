// The comments under a post (spec §2.3): 'Comments (count)', the composer for signed-in readers (the reason
// and a "Resend verification email" button for those whose address is not verified), or a sign-in prompt,
// and the thread with replies indented 48px per level (max level 2). Links such as /blog/slug#comment-12
// scroll to and highlight that comment once the thread has loaded. The thread comes in pages of top-level
// comments, newest first; "Load more comments" appends the next, older page. Comments by people the reader
// muted are folded ('Comment from a muted account', with Show).
import { skipToken } from "@reduxjs/toolkit/query";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { asApiError } from "../../lib/apiError";
import { useAddCommentMutation, useGetCommentsInfiniteQuery } from "../../data/api/commentsApi";
import { useGetMutedUsersQuery } from "../../data/api/socialApi";
import { loginPathFor } from "../../data/session/loginRedirect";
import { selectCurrentUser, updateCurrentUser } from "../../data/session/authSlice";
import { useAppDispatch, useAppSelector } from "../../data/store";
import { Avatar } from "../../components/Avatar";
import { Button } from "../../components/Button";
import { Skeleton } from "../../components/Skeleton";
import { LazyVerifyEmailNotice } from "../auth";
import { CommentForm } from "./CommentForm";
import { CommentItem } from "./CommentItem";
import { flattenThread, refusalOf } from "./commentTree";
import styles from "./Comments.module.css";

interface CommentsSectionProps {
  postId: number;
  /** The post's author may turn comments off: the thread stays, nobody adds to it. */
  commentsEnabled: boolean;
}

export function CommentsSection({ postId, commentsEnabled }: CommentsSectionProps) {
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetCommentsInfiniteQuery({ postId });
  const [addComment] = useAddCommentMutation();
  const dispatch = useAppDispatch();
  const rows = useMemo(() => flattenThread(data?.pages.flatMap((page) => page.data) ?? []), [data]);
  // Comments by people the reader muted are folded away; the server sends them as to anyone.
  const { data: mutedUsers } = useGetMutedUsersQuery(user ? undefined : skipToken);
  // Folding is a courtesy: an answer that is not a list must not take the thread down with it.
  const muted = useMemo(
    () => new Set(Array.isArray(mutedUsers) ? mutedUsers.map((u) => u.id) : []),
    [mutedUsers],
  );
  const [highlight, setHighlight] = useState<string | null>(null);

  const hash = location.hash;
  // Once per link: a reply posted later must not pull the page back to the linked comment.
  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (!data || !hash.startsWith("#comment-") || scrolledTo.current === hash) return;
    const el = document.getElementById(hash.slice(1));
    if (!el) return;
    scrolledTo.current = hash;
    el.scrollIntoView?.({ behavior: "smooth", block: "center" });
    setHighlight(hash.slice(1));
  }, [data, hash]);
  useEffect(() => {
    if (!highlight) return;
    const t = window.setTimeout(() => setHighlight(null), 2500);
    return () => window.clearTimeout(t);
  }, [highlight]);

  const post = async (content: string) => {
    try {
      await addComment({ postId, content }).unwrap();
      return true;
    } catch (err) {
      console.error("Could not post the comment", err);
      const apiError = asApiError(err);
      // Unverified after all: the form gives way to the notice with the resend button.
      if (apiError?.code === "EMAIL_NOT_VERIFIED") {
        dispatch(updateCurrentUser({ emailVerified: false }));
        return false;
      }
      return refusalOf(apiError);
    }
  };

  // The first page counts the whole thread; a later one read past the end would count nothing.
  const count = data?.pages[0]?.meta.total ?? 0;

  const loadMore = async () => {
    const result = await fetchNextPage();
    if (result.isError) console.error("Could not load more comments", result.error);
  };

  return (
    <div className={styles.section} aria-labelledby="comments-heading">
      <h2 id="comments-heading" className={styles.heading}>
        Comments ({count})
      </h2>

      {!commentsEnabled ? (
        <p className={styles.signIn}>The author has turned comments off for this post.</p>
      ) : user && !user.emailVerified ? (
        // Only members whose address is not verified see it: not part of every reader's post page.
        <LazyVerifyEmailNotice action="comment" />
      ) : user ? (
        <div className={styles.composer}>
          <Avatar name={user.name} src={user.avatar} size={36} />
          <div className={styles.composerBody}>
            <CommentForm
              label="Write a comment"
              placeholder="Share your thoughts..."
              submitLabel="Post comment"
              onSubmit={post}
            />
          </div>
        </div>
      ) : (
        <p className={styles.signIn}>
          <Link to={loginPathFor(`${location.pathname}${location.search}`)}>Sign in</Link> to join the
          conversation.
        </p>
      )}

      {isLoading ? (
        <div className={styles.list} aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className={styles.skeleton}>
              <Skeleton width={36} height={36} radius="50%" />
              <div>
                <Skeleton width="30%" />
                <Skeleton width="80%" />
              </div>
            </div>
          ))}
        </div>
      ) : isError || !data ? (
        <p className={styles.empty}>Comments not found</p>
      ) : rows.length === 0 ? (
        <p className={styles.empty}>No comments yet</p>
      ) : (
        <div className={styles.list}>
          {rows.map(({ comment, level }) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              level={level}
              postId={postId}
              commentsEnabled={commentsEnabled}
              highlighted={highlight === `comment-${comment.id}`}
              muted={comment.commenter !== null && muted.has(comment.commenter.id)}
            />
          ))}
        </div>
      )}

      {hasNextPage && rows.length > 0 && (
        <Button
          variant="secondary"
          size="sm"
          className={styles.loadMore}
          loading={isFetchingNextPage}
          onClick={() => void loadMore()}
        >
          Load more comments
        </Button>
      )}
    </div>
  );
}
