// One titled section of the publish modal; its heading names it for assistive technology.
import type { ReactNode } from "react";
import styles from "./PublishModal.module.css";

interface PublishSectionProps {
  /** The heading's id, for controls inside that are labelled by it. */
  id: string;
  title: string;
  children: ReactNode;
}

export function PublishSection({ id, title, children }: PublishSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
