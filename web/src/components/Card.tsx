// A bordered surface for grouping content.
import type { HTMLAttributes } from "react";
import { cx } from "../lib/cx";
import styles from "./Card.module.css";

interface CardProps extends HTMLAttributes<HTMLDivElement> {
  padded?: boolean;
  interactive?: boolean;
  as?: "div" | "section" | "article";
}

export function Card({ padded = true, interactive = false, as: Tag = "div", className, ...rest }: CardProps) {
  return (
    <Tag
      className={cx(styles.card, padded && styles.padded, interactive && styles.interactive, className)}
      {...rest}
    />
  );
}
