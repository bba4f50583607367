// Where a reader adds to the thread: the composer for signed-in readers (the reason and a "Resend
// verification email" button for those whose address is not verified), a sign-in prompt for others, or a
// note that the author turned comments off.
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { asApiError } from "../../lib/apiError";
import { useAddCommentMutation } from "../../data/api/commentsApi";
import { loginPathFor } from "../../data/session/loginRedirect";
import { selectCurrentUser, updateCurrentUser } from "../../data/session/authSlice";
import { useAppDispatch, useAppSelector } from "../../data/store";
import { Avatar } from "../../components/Avatar";
import { LazyVerifyEmailNotice } from "../auth";
import { CommentForm } from "./CommentForm";
import { refusalOf } from "./commentTree";
import styles from "./Comments.module.css";

interface CommentComposerProps {
  postId: number;
  commentsEnabled: boolean;
}

export function CommentComposer({ postId, commentsEnabled }: CommentComposerProps) {
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  const [addComment] = useAddCommentMutation();
  const dispatch = useAppDispatch();
  const intl = useIntl();

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

  return (
    <>
      {!commentsEnabled ? (
        <p className={styles.signIn}>
          <FormattedMessage id="people.comments.turnedOff" />
        </p>
      ) : user && !user.emailVerified ? (
        // Only members whose address is not verified see it: not part of every reader's post page.
        <LazyVerifyEmailNotice action="comment" />
      ) : user ? (
        <div className={styles.composer}>
          <Avatar name={user.name} src={user.avatar} size={36} />
          <div className={styles.composerBody}>
            <CommentForm
              label={intl.formatMessage({ id: "people.comments.write.label" })}
              placeholder={intl.formatMessage({ id: "people.comments.write.placeholder" })}
              submitLabel={intl.formatMessage({ id: "people.comments.write.submit" })}
              onSubmit={post}
            />
          </div>
        </div>
      ) : (
        <p className={styles.signIn}>
          <FormattedMessage
            id="people.comments.signIn"
            values={{
              link: (chunks) => (
                <Link to={loginPathFor(`${location.pathname}${location.search}`)}>{chunks}</Link>
              ),
            }}
          />
        </p>
      )}
    </>
  );
}
