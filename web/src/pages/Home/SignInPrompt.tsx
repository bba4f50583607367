// The Following tab for someone signed out (and as the server renders it, for nobody in particular).
import { FormattedMessage } from "react-intl";
import { loginPathFor } from "../../data/session/loginRedirect";
import { ButtonLink } from "../../components/ButtonLink";
import { feedPath } from "./FeedTabs";
import styles from "./Home.module.css";

export function SignInPrompt() {
  return (
    <div className={styles.prompt}>
      <p>
        <FormattedMessage id="reading.home.signInPrompt" />
      </p>
      <ButtonLink to={loginPathFor(feedPath("following"))} size="sm">
        <FormattedMessage id="reading.home.signIn" />
      </ButtonLink>
    </div>
  );
}
