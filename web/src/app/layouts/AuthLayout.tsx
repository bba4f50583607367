// Minimal auth layout (spec §2.1): just the wordmark, the form and a quiet footer line.
import { Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { Outlet } from "react-router";
import { Spinner } from "../../components/Spinner";
import { useSite } from "../../data/site/useSite";
import styles from "./Layouts.module.css";
import { Logo } from "./Logo";
import { ThemeToggle } from "./ThemeToggle";

export function AuthLayout() {
  const { title } = useSite();
  return (
    <div className={styles.auth}>
      <div className={styles.authBar}>
        <Logo />
        <ThemeToggle />
      </div>
      <main className={styles.authMain} id="content">
        <Suspense fallback={<Spinner centered />}>
          <Outlet />
        </Suspense>
      </main>
      <p className={styles.authFooter}>
        <FormattedMessage
          id="common.auth.copyright"
          values={{ year: new Date().getFullYear(), site: title }}
        />
      </p>
    </div>
  );
}
