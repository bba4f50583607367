// Like and bookmark with optimistic updates (spec §4) that roll back on failure and are only
// logged (spec §8). Anonymous readers are sent to the login page with a continue path.
import type { Post } from "@inkwell/contract";
import { useCallback, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useBookmarkPostMutation, useLikePostMutation } from "../../data/api/reactionsApi";
import { loginPathFor } from "../../data/session/loginRedirect";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";

type ReactionSource = Pick<Post, "id" | "isLiked" | "likesCount" | "isBookmarked">;

interface ReactionState {
  isLiked: boolean;
  likesCount: number;
  isBookmarked: boolean;
}

const fromPost = (post: ReactionSource): ReactionState => ({
  isLiked: post.isLiked,
  likesCount: post.likesCount,
  isBookmarked: post.isBookmarked,
});

export function usePostReactions(post: ReactionSource) {
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const location = useLocation();
  const [like, likeStatus] = useLikePostMutation();
  const [bookmark, bookmarkStatus] = useBookmarkPostMutation();

  const [state, setState] = useState<ReactionState>(() => fromPost(post));
  // Follow the server's copy when it changes (another screen, a refetch).
  const sourceKey = `${post.id}:${post.isLiked}:${post.likesCount}:${post.isBookmarked}`;
  const [lastKey, setLastKey] = useState(sourceKey);
  if (sourceKey !== lastKey) {
    setLastKey(sourceKey);
    setState(fromPost(post));
  }

  const requireUser = useCallback(() => {
    if (user) return true;
    void navigate(loginPathFor(location.pathname + location.search));
    return false;
  }, [user, navigate, location.pathname, location.search]);

  const toggleLike = useCallback(async () => {
    if (!requireUser()) return;
    const before = state;
    const liked = !before.isLiked;
    setState({ ...before, isLiked: liked, likesCount: Math.max(0, before.likesCount + (liked ? 1 : -1)) });
    try {
      const result = await like({ id: post.id, liked }).unwrap();
      setState((s) => ({ ...s, isLiked: result.isLiked, likesCount: result.likesCount }));
    } catch (err) {
      console.error("Could not update the like", err);
      setState((s) => ({ ...s, isLiked: before.isLiked, likesCount: before.likesCount }));
    }
  }, [requireUser, like, post.id, state]);

  const toggleBookmark = useCallback(async () => {
    if (!requireUser()) return;
    const before = state;
    const bookmarked = !before.isBookmarked;
    setState({ ...before, isBookmarked: bookmarked });
    try {
      const result = await bookmark({ id: post.id, bookmarked }).unwrap();
      setState((s) => ({ ...s, isBookmarked: result.isBookmarked }));
    } catch (err) {
      console.error("Could not update the bookmark", err);
      setState((s) => ({ ...s, isBookmarked: before.isBookmarked }));
    }
  }, [requireUser, bookmark, post.id, state]);

  return {
    ...state,
    toggleLike,
    toggleBookmark,
    likePending: likeStatus.isLoading,
    bookmarkPending: bookmarkStatus.isLoading,
  };
}
