// A comment's words, plain text, with each `@username` the server names in `mentions` (existing members) as a
// link to that profile: React elements only, no HTML, so nothing in the text can become markup.
import { splitMentions } from "@inkwell/contract";
import { Link } from "react-router";
import styles from "./Comments.module.css";

export function CommentText({ content, mentions }: { content: string; mentions: readonly string[] }) {
  if (!mentions.length) return <>{content}</>;
  return (
    <>
      {splitMentions(content, mentions).map((part, i) =>
        "mention" in part ? (
          <Link key={i} to={`/profile/${part.mention}`} className={styles.mention}>
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
