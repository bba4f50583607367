// A post's cover above its text (its cover image, else its first picture), as the post page and a draft's
// preview show it: wide, loaded first, sized for the column.
import type { Post } from "@inkwell/contract";
import { LazyImage } from "../../components/LazyImage";
import styles from "./PostCover.module.css";

export function PostCover({ post }: { post: Pick<Post, "coverImage" | "thumbnail"> }) {
  const cover = post.coverImage ?? post.thumbnail;
  if (!cover) return null;
  return (
    <LazyImage
      src={cover}
      alt=""
      aspectRatio="2 / 1"
      className={styles.cover}
      sizes="(min-width: 760px) 720px, 100vw"
      priority
    />
  );
}
