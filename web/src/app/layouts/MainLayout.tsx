// Main layout (spec §2.1): header, the page, footer.
import { Suspense } from "react";
import { Outlet } from "react-router";
import { Spinner } from "../../components/Spinner";
import { MessagesDock } from "../../features/messages";
import { Footer } from "./Footer";
import { Header } from "./Header";
import styles from "./Layouts.module.css";

export function MainLayout() {
  return (
    <>
      <Header />
      <main className={styles.main} id="content">
        <Suspense fallback={<Spinner centered />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <MessagesDock />
    </>
  );
}
