// The posts of Home's tab, a page at a time in a grid or a list: every post newest first, or (Following) the
// newest of the people the member follows, with a sign-in prompt for anyone signed out.
import { skipToken } from "@reduxjs/toolkit/query";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { useGetPostsQuery, type PostListArgs } from "../../data/api/postsApi";
import { ButtonLink } from "../../components/ButtonLink";
import { LayoutToggle, type PostLayout } from "../../components/LayoutToggle";
import { LanguageFilter, PostList } from "../../features/posts";
import type { MessageId } from "../../i18n";
import { feedPath, type HomeFeed } from "./FeedTabs";
import styles from "./Home.module.css";
import { HOME_LIST_LIMIT } from "./queries";
import { SignInPrompt } from "./SignInPrompt";

/** What an empty tab says, and where it points instead. */
const EMPTY = {
  latest: { text: "reading.home.latestEmpty", action: "reading.home.latestEmptyAction", to: "/write" },
  following: {
    text: "reading.home.followingEmpty",
    action: "reading.home.followingEmptyAction",
    to: feedPath("latest"),
  },
} satisfies Record<string, { text: MessageId; action: MessageId; to: string }>;

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
  const empty = feed === "following" ? EMPTY.following : EMPTY.latest;

  return (
    <section className={styles.section} aria-labelledby="latest-heading" id="latest">
      <div className={styles.sectionHead}>
        <h2 id="latest-heading" className={styles.sectionTitle}>
          <FormattedMessage
            id={feed === "following" ? "reading.home.fromFollowing" : "reading.home.latestPosts"}
          />
        </h2>
        <div className={styles.listControls}>
          <LanguageFilter />
          <LayoutToggle value={layout} onChange={setLayout} />
        </div>
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
          emptyDescription={<FormattedMessage id={empty.text} />}
          emptyAction={
            <ButtonLink to={empty.to} variant="secondary" size="sm">
              <FormattedMessage id={empty.action} />
            </ButtonLink>
          }
        />
      )}
    </section>
  );
}
