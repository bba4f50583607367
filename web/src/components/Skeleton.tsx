// Grey placeholder blocks shown while content loads.
import type { CSSProperties } from "react";
import { cx } from "../lib/cx";
import styles from "./Skeleton.module.css";

interface SkeletonProps {
  width?: CSSProperties["width"];
  height?: CSSProperties["height"];
  radius?: CSSProperties["borderRadius"];
  className?: string;
}

export function Skeleton({ width = "100%", height = 14, radius, className }: SkeletonProps) {
  return (
    <span
      className={cx(styles.skeleton, className)}
      style={{ width, height, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}

/** A card-shaped placeholder: a media block and a few text lines. */
export function SkeletonCard({ mediaRatio = "16 / 9" }: { mediaRatio?: string }) {
  return (
    <div className={styles.card} data-testid="skeleton-card" aria-hidden="true">
      <span className={styles.skeleton} style={{ aspectRatio: mediaRatio, width: "100%", borderRadius: 0 }} />
      <div className={styles.lines}>
        <Skeleton width="40%" height={12} />
        <Skeleton width="90%" height={18} />
        <Skeleton width="75%" height={12} />
      </div>
    </div>
  );
}
