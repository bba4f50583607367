// Writing layout (spec §2.1): header only, the page gets the rest of the screen.
import { Suspense } from "react";
import { Outlet } from "react-router";
import { Spinner } from "../../components/Spinner";
import { Header } from "./Header";
import styles from "./Layouts.module.css";

export function WritingLayout() {
  return (
    <>
      <Header />
      <main className={styles.writing} id="content">
        <Suspense fallback={<Spinner centered />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
