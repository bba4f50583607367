// A round user picture that falls back to coloured initials when there is no image (or it fails).
import { useState } from "react";
import { cx } from "../lib/cx";
import styles from "./Avatar.module.css";

interface AvatarProps {
  name: string;
  src?: string | null;
  size?: number;
  className?: string;
}

/** Each keeps white initials at 4.5:1 contrast or more. */
const COLOURS = ["#4f46e5", "#0f766e", "#be185d", "#c2410c", "#2563eb", "#7c3aed", "#047857", "#a21caf"];

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "?";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

function colourOf(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length] ?? "#4f46e5";
}

export function Avatar({ name, src, size = 36, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(src) && !failed;
  return (
    <span
      className={cx(styles.avatar, className)}
      style={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        background: showImage ? undefined : colourOf(name),
      }}
      aria-hidden={showImage ? undefined : true}
    >
      {showImage ? (
        <img
          className={styles.image}
          src={src ?? undefined}
          alt={name}
          width={size}
          height={size}
          // Small and many: fetched as they come near the viewport, never ahead of the page's main picture.
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
