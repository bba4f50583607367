// The uncaught-failure screen (spec §2.1): 'Something Went Wrong', 'Reload Page', 'Go to Home'.
// It uses plain browser navigation because it may render outside the router.
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
        <h1 className={styles.title}>Something Went Wrong</h1>
        <p className={styles.text}>
          An unexpected error stopped this page from loading. Reloading usually fixes it; if it keeps
          happening, head back home and try again later.
        </p>
        <div className={styles.actions}>
          <Button onClick={() => window.location.reload()}>Reload Page</Button>
          <Button variant="secondary" onClick={() => window.location.assign("/")}>
            Go to Home
          </Button>
        </div>
      </div>
    </main>
  );
}
