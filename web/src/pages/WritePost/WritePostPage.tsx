// The editor for a new post (`/write`) or an existing one (`/write/:slug`); Quill arrives later.
import { useParams } from "react-router";
import { selectCurrentUser } from "../../app/session/authSlice";
import { useAppSelector } from "../../app/store";
import { Badge } from "../../components/Badge";
import { ButtonLink } from "../../components/ButtonLink";
import { EmptyState } from "../../components/EmptyState";
import styles from "./WritePost.module.css";

export default function WritePostPage() {
  const { slug } = useParams();
  const user = useAppSelector(selectCurrentUser);

  if (!user) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>New post</h1>
        <EmptyState
          title="Sign in to write"
          description="You need an account to draft and publish posts."
          icon="pen"
          action={
            <ButtonLink to="/login?continue=%2Fwrite" size="sm">
              Sign In
            </ButtonLink>
          }
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <span className={styles.status}>
          <Badge>{slug ? "Editing" : "Draft"}</Badge>
        </span>
      </div>
      <h1 className={styles.title}>{slug ? "Edit post" : "New post"}</h1>
      <p className={styles.body}>Tell your story… The editor is being prepared and will appear here.</p>
    </div>
  );
}
