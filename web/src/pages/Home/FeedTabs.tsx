// Home's tabs (For you, Following, Latest) as links, so each is an address of its own (`/?feed=…`) that the
// server renders; arrow keys, Home and End move between them as in any tab list.
import type { KeyboardEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import type { MessageId } from "../../i18n";
import { cx } from "../../lib/cx";
import styles from "./Home.module.css";

/**
 * Home's tabs: what `/?feed=` names ("for-you" is the default and is not written in the address). Kept here
 * rather than in the contract: an array from there would bring a shared chunk, one more request, onto Home.
 */
export const HOME_FEEDS = ["for-you", "following", "latest"] as const;
export type HomeFeed = (typeof HOME_FEEDS)[number];

export const FEED_LABELS: Record<HomeFeed, MessageId> = {
  "for-you": "reading.home.feed.forYou",
  following: "reading.home.feed.following",
  latest: "reading.home.feed.latest",
};

/** The tab a query string names ("for-you" when it names none, or nonsense). */
export function feedFrom(params: URLSearchParams): HomeFeed {
  const feed = params.get("feed");
  return (HOME_FEEDS as readonly string[]).includes(feed ?? "") ? (feed as HomeFeed) : "for-you";
}

export const feedPath = (feed: HomeFeed) => (feed === "for-you" ? "/" : `/?feed=${feed}`);
export const feedTabId = (feed: HomeFeed) => `feed-tab-${feed}`;
export const FEED_PANEL_ID = "feed-panel";

/** The tab a key moves to from `index`, or undefined for a key that does not move. */
export function nextFeedIndex(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}

export function FeedTabs({ current }: { current: HomeFeed }) {
  const intl = useIntl();
  const navigate = useNavigate();

  const handleKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const next = nextFeedIndex(event.key, HOME_FEEDS.indexOf(current), HOME_FEEDS.length);
    if (next === undefined) return;
    event.preventDefault();
    const feed = HOME_FEEDS[next]!;
    void navigate(feedPath(feed), { preventScrollReset: true });
    document.getElementById(feedTabId(feed))?.focus();
  };

  return (
    <div className={styles.tabs} role="tablist" aria-label={intl.formatMessage({ id: "reading.home.tabs" })}>
      {HOME_FEEDS.map((feed) => {
        const selected = feed === current;
        return (
          <Link
            key={feed}
            id={feedTabId(feed)}
            to={feedPath(feed)}
            preventScrollReset
            role="tab"
            aria-selected={selected}
            aria-controls={FEED_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={cx(styles.tab, selected && styles.tabActive)}
            onKeyDown={handleKeyDown}
          >
            <FormattedMessage id={FEED_LABELS[feed]} />
          </Link>
        );
      })}
    </div>
  );
}
