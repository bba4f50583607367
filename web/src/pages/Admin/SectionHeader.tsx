// A console section's heading: its title and a line on what it shows, with the section's filters beside them.
import type { ReactNode } from "react";
import { cx } from "../../lib/cx";
import styles from "./Admin.module.css";

interface SectionHeaderProps {
  title: string;
  description: ReactNode;
  descriptionClassName?: string;
  /** Beside the heading: the section's filter tabs. */
  children?: ReactNode;
}

export function SectionHeader({ title, description, descriptionClassName, children }: SectionHeaderProps) {
  return (
    <div className={styles.sectionHead}>
      <div>
        <h1 className={styles.sectionTitle}>{title}</h1>
        <p className={cx(styles.sectionText, descriptionClassName)}>{description}</p>
      </div>
      {children}
    </div>
  );
}
