// Settings → Blocked users: the people the member blocked, each with Unblock.
import { useGetBlockedUsersQuery, useToggleBlockMutation } from "../../data/api/profilesApi";
import { PeopleListCard, sinceText } from "./PeopleListCard";

export function BlockedUsersSection() {
  const query = useGetBlockedUsersQuery(undefined, { refetchOnMountOrArgChange: true });
  const [toggle, { isLoading: busy, originalArgs }] = useToggleBlockMutation();

  return (
    <PeopleListCard
      id="blocked-heading"
      title="Blocked users"
      description="People you blocked can't follow you, message you or comment on your posts."
      what="blocked users"
      emptyText="You haven't blocked anyone."
      query={query}
      since={(u) => sinceText("blocked", u.blockedAt)}
      actionLabel="Unblock"
      busyWith={busy ? originalArgs?.username : undefined}
      onAction={(username) => toggle({ username, block: false }).unwrap()}
    />
  );
}
