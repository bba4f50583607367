// An image that only loads once 10% of it is visible, and shows a placeholder if loading fails.
import { useEffect, useRef, useState } from "react";
import placeholder from "../assets/placeholder.svg";
import { cx } from "../lib/cx";
import styles from "./LazyImage.module.css";

interface LazyImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  aspectRatio?: string;
}

export const PLACEHOLDER_IMAGE = placeholder;

export function LazyImage({ src, alt, className, aspectRatio = "16 / 9" }: LazyImageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(typeof IntersectionObserver === "undefined");
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);

  useEffect(() => {
    const node = ref.current;
    if (visible || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);

  const wanted = src || PLACEHOLDER_IMAGE;
  const actual = failedSrc === wanted ? PLACEHOLDER_IMAGE : wanted;

  return (
    <div ref={ref} className={cx(styles.wrapper, className)} style={{ aspectRatio }}>
      {visible && (
        <img
          className={cx(styles.image, loadedSrc === actual && styles.loaded)}
          src={actual}
          alt={alt}
          decoding="async"
          onLoad={() => setLoadedSrc(actual)}
          onError={() => setFailedSrc(wanted)}
        />
      )}
    </div>
  );
}
