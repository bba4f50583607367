// A comment whose words are not shown (removed, hidden from this reader, or folded away), kept in its place
// in the thread so links to it and the indentation of its replies still work.
import type { Comment } from "@inkwell/contract";
import type { ReactNode } from "react";
import { cx } from "../../lib/cx";
import { indentFor } from "./commentTree";
import styles from "./Comments.module.css";

export function CommentPlaceholder(props: {
  comment: Comment;
  level: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <article
      id={`comment-${props.comment.id}`}
      className={cx(styles.item, props.className)}
      style={{ marginLeft: indentFor(props.level) }}
      data-level={props.level}
    >
      {props.children}
    </article>
  );
}
