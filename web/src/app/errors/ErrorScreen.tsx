// The uncaught-failure screen (spec §2.1): 'Something Went Wrong', 'Reload Page', 'Go to Home'.
// It uses plain browser navigation because it may render outside the router.
import { FormattedMessage } from "react-intl";
import { Button } from "../../components/Button";
import { Icon } from "../../components/Icon";
import styles from "./ErrorScreen.module.css";

export function ErrorScreen() {
  return (
    <main className={styles.screen}>
      <div className={styles.card} role="alert">
        <span className={styles.icon}>
          <Icon name="alert" size={30} />
        </span>
        <h1 className={styles.title}>
          <FormattedMessage id="common.errorScreen.title" />
        </h1>
        <p className={styles.text}>
          <FormattedMessage id="common.errorScreen.text" />
        </p>
        <div className={styles.actions}>
          <Button onClick={() => window.location.reload()}>
            <FormattedMessage id="common.errorScreen.reload" />
          </Button>
          <Button variant="secondary" onClick={() => window.location.assign("/")}>
            <FormattedMessage id="common.errorScreen.home" />
          </Button>
        </div>
      </div>
    </main>
  );
}
