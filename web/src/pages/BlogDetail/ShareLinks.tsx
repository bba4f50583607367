// Share the post on X/Twitter, Facebook or LinkedIn, or copy its address.
import { useState } from "react";
import styles from "./BlogDetail.module.css";

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false);
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch (err) {
      console.error("Could not copy the link", err);
    }
  };
  return (
    <div className={styles.share} aria-label="Share">
      <span className={styles.shareLabel}>Share</span>
      <a
        href={`https://twitter.com/intent/tweet?url=${u}&text=${t}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        X / Twitter
      </a>
      <a href={`https://www.facebook.com/sharer/sharer.php?u=${u}`} target="_blank" rel="noopener noreferrer">
        Facebook
      </a>
      <a
        href={`https://www.linkedin.com/sharing/share-offsite/?url=${u}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        LinkedIn
      </a>
      <button type="button" className={styles.copy} onClick={() => void copy()}>
        {copied ? "Link copied" : "Copy link"}
      </button>
    </div>
  );
}
