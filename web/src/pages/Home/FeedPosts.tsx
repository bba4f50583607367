// The posts of Home's tab, a page at a time in a grid or a list: every post newest first, or (Following) the
// newest of the people the member follows, with a sign-in prompt for anyone signed out.
import { skipToken } from "@reduxjs/toolkit/query";
import { useState, type ReactNode } from "react";
import { useGetPostsQuery, type PostListArgs } from "../../data/api/postsApi";
import { ButtonLink } from "../../components/ButtonLink";
import { LayoutToggle, type PostLayout } from "../../components/LayoutToggle";
import { PostList } from "../../features/posts";
import { FEED_LABELS, feedPath, type HomeFeed } from "./FeedTabs";
import styles from "./Home.module.css";
import { HOME_LIST_LIMIT } from "./queries";
import { SignInPrompt } from "./SignInPrompt";

interface FeedPostsProps {
  feed: HomeFeed;
  /** The page of posts to show; none for the Following tab of someone signed out. */
  args: PostListArgs | null;
  page: number;
  onPageChange: (page: number) => void;
}

export function FeedPosts({ feed, args, page, onPageChange }: FeedPostsProps) {
  const [layout, setLayout] = useState<PostLayout>("grid");
  const list = useGetPostsQuery(args ?? skipToken);

  return (
    <section className={styles.section} aria-labelledby="latest-heading" id="latest">
      <div className={styles.sectionHead}>
        <h2 id="latest-heading" className={styles.sectionTitle}>
          {feed === "following" ? "From people you follow" : "Latest posts"}
        </h2>
        <LayoutToggle value={layout} onChange={setLayout} />
      </div>
      {feed === "following" && !args ? (
        <SignInPrompt />
      ) : (
        <PostList
          posts={list.data?.items}
          layout={layout}
          loading={list.isFetching}
          skeletonCount={HOME_LIST_LIMIT}
          page={page}
          totalPages={list.data?.meta.totalPages ?? 1}
          onPageChange={onPageChange}
          {...(feed === "following" ? followingEmpty : latestEmpty)}
        />
      )}
    </section>
  );
}

const latestEmpty: { emptyDescription: ReactNode; emptyAction: ReactNode } = {
  emptyDescription: "Be the first to publish something worth reading.",
  emptyAction: (
    <ButtonLink to="/write" variant="secondary" size="sm">
      Write Post
    </ButtonLink>
  ),
};

const followingEmpty: { emptyDescription: ReactNode; emptyAction: ReactNode } = {
  emptyDescription: "Follow authors you enjoy and their new posts will show up here.",
  emptyAction: (
    <ButtonLink to={feedPath("latest")} variant="secondary" size="sm">
      See the {FEED_LABELS.latest.toLowerCase()} posts
    </ButtonLink>
  ),
};
