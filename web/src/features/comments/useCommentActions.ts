// What a reader does to one comment: reply, edit, delete, like, mute its writer. Failures are logged; a
// refusal the reader can act on comes back for the form to show. Anonymous readers are sent to sign in and
// brought back to the comment.
import type { Comment } from "@inkwell/contract";
import { useLocation, useNavigate } from "react-router";
import {
  useAddCommentMutation,
  useDeleteCommentMutation,
  useLikeCommentMutation,
  useUpdateCommentMutation,
} from "../../data/api/commentsApi";
import { useToggleMuteMutation } from "../../data/api/profilesApi";
import { selectCurrentUser } from "../../data/session/authSlice";
import { loginPathFor } from "../../data/session/loginRedirect";
import { useAppSelector } from "../../data/store";
import { asApiError } from "../../lib/apiError";
import { refusalOf, replyParentId } from "./commentTree";

interface CommentActionsOptions {
  comment: Comment;
  postId: number;
  /** A reply or an edit went through: the form closes. */
  onSent: () => void;
}

export function useCommentActions({ comment, postId, onSent }: CommentActionsOptions) {
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const location = useLocation();
  const [addComment] = useAddCommentMutation();
  const [updateComment] = useUpdateCommentMutation();
  const [deleteComment, { isLoading: deleting }] = useDeleteCommentMutation();
  const [likeComment] = useLikeCommentMutation();
  const [toggleMute] = useToggleMuteMutation();

  const requireSignIn = () => {
    void navigate(loginPathFor(`${location.pathname}${location.search}#comment-${comment.id}`));
  };

  const reply = async (content: string) => {
    try {
      await addComment({ postId, parentId: replyParentId(comment), content }).unwrap();
      onSent();
      return true;
    } catch (err) {
      console.error("Could not post the reply", err);
      return refusalOf(asApiError(err));
    }
  };

  const save = async (content: string) => {
    try {
      await updateComment({ postId, id: comment.id, content }).unwrap();
      onSent();
      return true;
    } catch (err) {
      console.error("Could not edit the comment", err);
      return refusalOf(asApiError(err));
    }
  };

  const remove = async () => {
    try {
      await deleteComment({ postId, id: comment.id }).unwrap();
    } catch (err) {
      console.error("Could not delete the comment", err);
    }
  };

  const like = () => {
    if (!user) return requireSignIn();
    void likeComment({ postId, id: comment.id, like: !comment.isLiked });
  };

  const mute = (username: string, muted: boolean) => void toggleMute({ username, mute: muted });

  return { requireSignIn, reply, save, remove, deleting, like, mute };
}
