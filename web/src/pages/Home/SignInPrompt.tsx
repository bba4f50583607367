// The Following tab for someone signed out (and as the server renders it, for nobody in particular).
import { loginPathFor } from "../../data/session/loginRedirect";
import { ButtonLink } from "../../components/ButtonLink";
import { feedPath } from "./FeedTabs";
import styles from "./Home.module.css";

export function SignInPrompt() {
  return (
    <div className={styles.prompt}>
      <p>Sign in to see the newest posts from the people you follow.</p>
      <ButtonLink to={loginPathFor(feedPath("following"))} size="sm">
        Sign In
      </ButtonLink>
    </div>
  );
}
