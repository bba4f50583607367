// Settings → Blocked users: the people the member blocked, each with Unblock.
import { useIntl } from "react-intl";
import { useGetBlockedUsersQuery, useToggleBlockMutation } from "../../data/api/profilesApi";
import { useFormats } from "../../i18n/formats";
import { PeopleListCard } from "./PeopleListCard";

export function BlockedUsersSection() {
  const intl = useIntl();
  const { date } = useFormats();
  const query = useGetBlockedUsersQuery(undefined, { refetchOnMountOrArgChange: true });
  const [toggle, { isLoading: busy, originalArgs }] = useToggleBlockMutation();

  return (
    <PeopleListCard
      id="blocked-heading"
      title={intl.formatMessage({ id: "account.settings.blocked.title" })}
      description={intl.formatMessage({ id: "account.settings.blocked.description" })}
      loadingLabel={intl.formatMessage({ id: "account.settings.blocked.loading" })}
      errorText={intl.formatMessage({ id: "account.settings.blocked.loadFailed" })}
      emptyText={intl.formatMessage({ id: "account.settings.blocked.empty" })}
      query={query}
      since={(u) => intl.formatMessage({ id: "account.settings.blocked.since" }, { date: date(u.blockedAt) })}
      actionLabel={intl.formatMessage({ id: "account.settings.blocked.action" })}
      busyWith={busy ? originalArgs?.username : undefined}
      onAction={(username) => toggle({ username, block: false }).unwrap()}
    />
  );
}
