// Share the post on X/Twitter, Facebook or LinkedIn, or copy its address.
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styles from "./BlogDetail.module.css";

/** The networks a post is shared to, by their own names, and their share addresses for a url and a title. */
const NETWORKS: { name: string; href: (url: string, title: string) => string }[] = [
  { name: "X / Twitter", href: (u, t) => `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
  { name: "Facebook", href: (u) => `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  { name: "LinkedIn", href: (u) => `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
];

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const intl = useIntl();
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
    <div className={styles.share} aria-label={intl.formatMessage({ id: "reading.postPage.share" })}>
      <span className={styles.shareLabel}>
        <FormattedMessage id="reading.postPage.share" />
      </span>
      {NETWORKS.map((network) => (
        <a key={network.name} href={network.href(u, t)} target="_blank" rel="noopener noreferrer">
          {network.name}
        </a>
      ))}
      <button type="button" className={styles.copy} onClick={() => void copy()}>
        <FormattedMessage id={copied ? "reading.postPage.linkCopied" : "reading.postPage.copyLink"} />
      </button>
    </div>
  );
}
