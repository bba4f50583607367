// Settings → Muted accounts: the people the member muted, each with Unmute.
import { useToggleMuteMutation } from "../../data/api/profilesApi";
import { useGetMutedUsersQuery } from "../../data/api/socialApi";
import { PeopleListCard, sinceText } from "./PeopleListCard";

export function MutedUsersSection() {
  const query = useGetMutedUsersQuery(undefined, { refetchOnMountOrArgChange: true });
  const [toggle, { isLoading: busy, originalArgs }] = useToggleMuteMutation();

  return (
    <PeopleListCard
      id="muted-heading"
      title="Muted accounts"
      description="Posts from people you muted stay out of your feeds and their comments are folded away. They aren't told."
      what="muted accounts"
      emptyText="You haven't muted anyone."
      query={query}
      since={(u) => sinceText("muted", u.mutedAt)}
      actionLabel="Unmute"
      busyWith={busy ? originalArgs?.username : undefined}
      onAction={(username) => toggle({ username, mute: false }).unwrap()}
    />
  );
}
