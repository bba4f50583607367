// Settings → Muted accounts: the people the member muted, each with Unmute.
import { useIntl } from "react-intl";
import { useToggleMuteMutation } from "../../data/api/profilesApi";
import { useGetMutedUsersQuery } from "../../data/api/socialApi";
import { useFormats } from "../../i18n/formats";
import { PeopleListCard } from "./PeopleListCard";

export function MutedUsersSection() {
  const intl = useIntl();
  const { date } = useFormats();
  const query = useGetMutedUsersQuery(undefined, { refetchOnMountOrArgChange: true });
  const [toggle, { isLoading: busy, originalArgs }] = useToggleMuteMutation();

  return (
    <PeopleListCard
      id="muted-heading"
      title={intl.formatMessage({ id: "account.settings.muted.title" })}
      description={intl.formatMessage({ id: "account.settings.muted.description" })}
      loadingLabel={intl.formatMessage({ id: "account.settings.muted.loading" })}
      errorText={intl.formatMessage({ id: "account.settings.muted.loadFailed" })}
      emptyText={intl.formatMessage({ id: "account.settings.muted.empty" })}
      query={query}
      since={(u) => intl.formatMessage({ id: "account.settings.muted.since" }, { date: date(u.mutedAt) })}
      actionLabel={intl.formatMessage({ id: "account.settings.muted.action" })}
      busyWith={busy ? originalArgs?.username : undefined}
      onAction={(username) => toggle({ username, mute: false }).unwrap()}
    />
  );
}
