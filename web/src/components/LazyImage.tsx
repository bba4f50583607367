// An image in a box of fixed proportions (so nothing moves when it arrives), loaded by the browser only near
// the viewport unless it is the page's main picture, in the size the layout needs, with a placeholder if
// loading fails.
import { useState } from "react";
import placeholder from "../assets/placeholder.svg";
import { cx } from "../lib/cx";
import styles from "./LazyImage.module.css";

interface LazyImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  aspectRatio?: string;
  /** How wide the image is drawn, for choosing among its sizes (the `sizes` attribute). */
  sizes?: string;
  /** The page's main picture: loaded at once and first (largest contentful paint). */
  priority?: boolean;
}

export const PLACEHOLDER_IMAGE = placeholder;

/** Uploaded images are kept 480 and 960 pixels wide beside the original (at most 1600). */
const UPLOADED_WEBP = /^(\/uploads\/.+?)\.webp$/;

export function responsiveSrcSet(src: string): string | undefined {
  const match = UPLOADED_WEBP.exec(src);
  if (!match || /-(480|960)$/.test(match[1] ?? "")) return undefined;
  const base = match[1];
  return `${base}-480.webp 480w, ${base}-960.webp 960w, ${src} 1600w`;
}

export function LazyImage({
  src,
  alt,
  className,
  aspectRatio = "16 / 9",
  sizes = "100vw",
  priority = false,
}: LazyImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const wanted = src || PLACEHOLDER_IMAGE;
  const actual = failedSrc === wanted ? PLACEHOLDER_IMAGE : wanted;
  const srcSet = responsiveSrcSet(actual);

  return (
    <div className={cx(styles.wrapper, className)} style={{ aspectRatio }}>
      <img
        className={styles.image}
        src={actual}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
        onError={() => setFailedSrc(wanted)}
      />
    </div>
  );
}
