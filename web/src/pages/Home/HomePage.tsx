// Home: a welcome, tabs (For you: featured posts (≤3) and the latest posts; Following: the newest posts of
// people the member follows; Latest: every post, newest first), paginated in a grid or a list, and a strip of
// topics. The tab is in the address (`/?feed=`), so each one is linkable and rendered by the server.
import { useSearchParams } from "react-router";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { postLanguageFrom } from "../../lib/postLanguageParam";
import { usePageParam } from "../../lib/usePageParam";
import { FeaturedPosts } from "./FeaturedPosts";
import { FeedPosts } from "./FeedPosts";
import { FEED_PANEL_ID, FeedTabs, feedFrom, feedTabId } from "./FeedTabs";
import { HomeHero } from "./HomeHero";
import styles from "./Home.module.css";
import { followingQuery, homeQueries } from "./queries";
import { TopicsStrip } from "./TopicsStrip";

export default function HomePage() {
  const user = useAppSelector(selectCurrentUser);
  const [params] = useSearchParams();
  const feed = feedFrom(params);
  const [page, setPage] = usePageParam();
  const language = postLanguageFrom(params);
  const queries = homeQueries(page, feed, language);
  const changePage = (p: number) => {
    setPage(p);
    document.getElementById("latest")?.scrollIntoView({ behavior: "smooth" });
  };

  return (
    <>
      <HomeHero signedIn={user !== null} />

      <FeedTabs current={feed} />
      <div id={FEED_PANEL_ID} role="tabpanel" aria-labelledby={feedTabId(feed)} className={styles.panel}>
        {queries.featured && <FeaturedPosts args={queries.featured} />}
        <FeedPosts
          feed={feed}
          args={queries.list ?? (user ? followingQuery(page, language) : null)}
          page={page}
          onPageChange={changePage}
        />
      </div>

      <TopicsStrip />
    </>
  );
}
