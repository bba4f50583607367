// An author's public profile and their posts (filled by the profiles issue).
import { useParams } from "react-router";
import { selectCurrentUser } from "../../app/session/authSlice";
import { useAppSelector } from "../../app/store";
import { Avatar } from "../../components/Avatar";
import { ButtonLink } from "../../components/ButtonLink";
import { EmptyState } from "../../components/EmptyState";
import styles from "./Profile.module.css";

export default function ProfilePage() {
  const { username = "" } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const isMe = user?.username === username;
  const name = isMe ? user.name : username;
  return (
    <>
      <header className={styles.head}>
        <Avatar name={name} src={isMe ? user.avatar : null} size={88} />
        <div>
          <h1 className={styles.name}>{name}</h1>
          <p className={styles.handle}>@{username}</p>
          <p className={styles.stats}>
            <span>
              <strong>0</strong> posts
            </span>
            <span>
              <strong>0</strong> followers
            </span>
            <span>
              <strong>0</strong> following
            </span>
          </p>
        </div>
        {isMe && (
          <ButtonLink to={`/profile/${username}/edit`} variant="secondary" size="sm">
            Edit profile
          </ButtonLink>
        )}
      </header>
      <EmptyState
        title="No posts found"
        description={`@${username} hasn't published anything yet.`}
        icon="file"
      />
    </>
  );
}
