// "Continue reading" on a post, for signed-in readers (loaded only for them): remembers how far they have
// read, sent a moment after they stop scrolling and once more when they leave or hide the page (with
// keepalive, so it survives the page going away), and offers to take them back to where they left off last time.
import { useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { API_BASE } from "../../data/api/client";
import { getAccessToken } from "../../data/api/tokens";
import { useGetReadingProgressQuery, useSaveReadingProgressMutation } from "../../data/api/socialApi";
import { Button } from "../../components/Button";
import { movedEnough, progressAt, scrollFor, worthOffering } from "./readingPosition";
import styles from "./ReadingPosition.module.css";

const SAVE_AFTER_MS = 1500;

interface ReadingPositionProps {
  postId: number;
  /** The id of the element holding the post's text. */
  contentId: string;
  /** The interface's language, where the post around it is written in another. */
  lang?: string;
}

function boxOf(contentId: string) {
  const element = document.getElementById(contentId);
  if (!element) return undefined;
  const rect = element.getBoundingClientRect();
  return { top: rect.top + window.scrollY, height: rect.height };
}

const currentProgress = (contentId: string) => {
  const box = boxOf(contentId);
  return box ? progressAt(box, window.scrollY, window.innerHeight) : null;
};

/** Sends the position as the page goes away: a normal request could be cut off with it. */
function sendOnLeave(postId: number, progress: number) {
  const token = getAccessToken();
  void fetch(`${API_BASE}/posts/${postId}/progress`, {
    method: "PUT",
    keepalive: true,
    credentials: "include",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ progress }),
  }).catch(() => undefined);
}

export default function ReadingPosition({ postId, contentId, lang }: ReadingPositionProps) {
  const intl = useIntl();
  const { data: saved } = useGetReadingProgressQuery(postId);
  const [save] = useSaveReadingProgressMutation();
  const [dismissed, setDismissed] = useState(false);
  const lastSent = useRef<number | null>(null);
  // Until the reader scrolls, the page's own position (the top) says nothing about their reading.
  const scrolled = useRef(false);

  useEffect(() => {
    lastSent.current = null;
    scrolled.current = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      const progress = currentProgress(contentId);
      if (progress === null || !scrolled.current || !movedEnough(lastSent.current, progress)) return;
      lastSent.current = progress;
      // A position not saved is a convenience lost, nothing more.
      save({ postId, progress })
        .unwrap()
        .catch(() => undefined);
    };
    const handleScroll = () => {
      scrolled.current = true;
      clearTimeout(timer);
      timer = setTimeout(send, SAVE_AFTER_MS);
    };
    const handleLeave = () => {
      clearTimeout(timer);
      const progress = currentProgress(contentId);
      if (progress === null || !scrolled.current || !movedEnough(lastSent.current, progress)) return;
      lastSent.current = progress;
      sendOnLeave(postId, progress);
    };
    // A phone may discard a hidden tab without a pagehide: hiding it counts as leaving too.
    const handleHidden = () => {
      if (document.visibilityState === "hidden") handleLeave();
    };
    window.addEventListener("scroll", handleScroll, { passive: true });
    window.addEventListener("pagehide", handleLeave);
    document.addEventListener("visibilitychange", handleHidden);
    // This part loads after the page: a reader may have scrolled already.
    if (window.scrollY > 0) handleScroll();
    return () => {
      handleLeave();
      window.removeEventListener("scroll", handleScroll);
      window.removeEventListener("pagehide", handleLeave);
      document.removeEventListener("visibilitychange", handleHidden);
    };
  }, [postId, contentId, save]);

  if (dismissed || !worthOffering(saved?.progress)) return null;
  const progress = saved.progress;

  const handleContinue = () => {
    const box = boxOf(contentId);
    if (box) window.scrollTo({ top: scrollFor(box, progress, window.innerHeight), behavior: "smooth" });
    setDismissed(true);
  };

  return (
    <div
      className={styles.offer}
      role="region"
      aria-label={intl.formatMessage({ id: "reading.readingPosition.label" })}
      lang={lang}
    >
      <p className={styles.text}>
        <FormattedMessage
          id="reading.readingPosition.text"
          values={{
            percent: Math.round(progress * 100),
            share: (chunks) => <span className={styles.share}>{chunks}</span>,
          }}
        />
      </p>
      <div className={styles.actions}>
        <Button size="sm" onClick={handleContinue}>
          <FormattedMessage id="reading.readingPosition.continue" />
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
          <FormattedMessage id="reading.readingPosition.dismiss" />
        </Button>
      </div>
    </div>
  );
}
