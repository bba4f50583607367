// Under a post's title: its author, date, reading time and views, and the author's Edit button or the menu
// (readers: mute the author, report the post; the author: turn comments off or on), each as the server says
// the reader may (`post.can`, and the author profile's `can` for muting them).
import type { Post } from "@inkwell/contract";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { Avatar } from "../../components/Avatar";
import { ButtonLink } from "../../components/ButtonLink";
import { Icon } from "../../components/Icon";
import { MoreMenu, menuOf } from "../../components/MoreMenu";
import { useUpdatePostMutation } from "../../data/api/postsApi";
import { useGetProfileQuery, useToggleMuteMutation } from "../../data/api/profilesApi";
import { useFormats } from "../../i18n/formats";
import styles from "./BlogDetail.module.css";

interface PostBylineProps {
  post: Post;
  onReport: () => void;
  /** The interface's language, where the post around the byline is written in another. */
  lang?: string;
}

export function PostByline({ post, onReport, lang }: PostBylineProps) {
  const intl = useIntl();
  const formats = useFormats();
  const [updatePost, { isLoading: switching }] = useUpdatePostMutation();
  // The author card loads the author's profile anyway: it says whether the reader muted them.
  const { data: authorProfile } = useGetProfileQuery(post.author.username);
  const [toggleMute] = useToggleMuteMutation();

  const menu = menuOf(
    post.can.edit && {
      label: intl.formatMessage({
        id: post.commentsEnabled ? "reading.postPage.commentsOff" : "reading.postPage.commentsOn",
      }),
      disabled: switching,
      onSelect: () => void updatePost({ id: post.id, commentsEnabled: !post.commentsEnabled }),
    },
    authorProfile?.can.mute && {
      label: intl.formatMessage(
        { id: authorProfile.isMuted ? "reading.postPage.unmute" : "reading.postPage.mute" },
        { username: post.author.username },
      ),
      onSelect: () => void toggleMute({ username: post.author.username, mute: !authorProfile.isMuted }),
    },
    post.can.report && { label: intl.formatMessage({ id: "reading.postPage.report" }), onSelect: onReport },
  );
  const date = post.publishedAt ?? post.updatedAt;

  return (
    <div className={styles.byline} lang={lang}>
      <Link to={`/profile/${post.author.username}`} className={styles.author}>
        <Avatar name={post.author.name} src={post.author.avatar} size={40} />
      </Link>
      <div>
        <Link to={`/profile/${post.author.username}`} className={styles.authorName}>
          {post.author.name}
        </Link>
        <p className={styles.meta}>
          <time dateTime={date}>{formats.date(date)}</time>
          <span className={styles.dot} aria-hidden="true" />
          <span>
            <FormattedMessage id="reading.post.readTime" values={{ minutes: post.readTime }} />
          </span>
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.views}>
            <Icon name="eye" size={15} />
            <FormattedMessage id="reading.post.views" values={{ count: post.viewsCount }} />
          </span>
        </p>
      </div>
      <div className={styles.bylineActions}>
        {post.can.edit && (
          <ButtonLink to={`/write/${post.slug}`} variant="secondary" size="sm">
            <FormattedMessage id="reading.postPage.edit" />
          </ButtonLink>
        )}
        <MoreMenu label={intl.formatMessage({ id: "reading.postPage.actions" })} items={menu} />
      </div>
    </div>
  );
}
