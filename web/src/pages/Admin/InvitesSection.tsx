// Invitations (administrators only): making one, and the list of those made, newest first, each with its
// state (waiting, used by whom, expired, withdrawn) and "Withdraw" while it waits.
import type { InviteState } from "@inkwell/contract";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useGetInvitesQuery, useRevokeInviteMutation } from "../../data/api/invitesApi";
import { Badge, type BadgeTone } from "../../components/Badge";
import { Button } from "../../components/Button";
import { EmptyState } from "../../components/EmptyState";
import type { MessageId } from "../../i18n";
import { useFormats } from "../../i18n/formats";
import styles from "./Admin.module.css";
import { ConsoleList } from "./ConsoleList";
import { InviteForm } from "./InviteForm";
import { ROLE_LABELS } from "./labels";
import { useConsoleAction } from "./useConsoleAction";
import { useListPage } from "./useListPage";

const STATE_TONES: Record<InviteState, BadgeTone> = {
  pending: "accent",
  used: "success",
  expired: "neutral",
  revoked: "neutral",
};

const STATE_LABELS: Record<InviteState, MessageId> = {
  pending: "console.invites.state.pending",
  used: "console.invites.state.used",
  expired: "console.invites.state.expired",
  revoked: "console.invites.state.revoked",
};

export function InvitesSection() {
  const intl = useIntl();
  const { date, relative } = useFormats();
  const list = useListPage();
  const result = useGetInvitesQuery({ page: list.page, limit: 10 });
  const [revoke, { isLoading: revoking }] = useRevokeInviteMutation();
  const { error, attempt } = useConsoleAction();

  return (
    <ConsoleList
      title={intl.formatMessage({ id: "console.invites.title" })}
      description={intl.formatMessage({ id: "console.invites.description" })}
      form={<InviteForm attempt={attempt} />}
      error={error}
      list={result}
      skeletonHeight={120}
      empty={<EmptyState title={intl.formatMessage({ id: "console.invites.empty" })} icon="users" />}
      pages={list}
    >
      {(items) => (
        <ul className={styles.list} aria-label={intl.formatMessage({ id: "console.invites.list" })}>
          {items.map((invite) => {
            const who = invite.email ?? intl.formatMessage({ id: "console.invites.anyone" });
            return (
              <li key={invite.id} className={styles.row} aria-label={who}>
                <div className={styles.rowHead}>
                  <span className={styles.rowTitle}>{who}</span>
                  <Badge>{intl.formatMessage({ id: ROLE_LABELS[invite.role] })}</Badge>
                  <Badge tone={STATE_TONES[invite.state]}>
                    {intl.formatMessage({ id: STATE_LABELS[invite.state] })}
                  </Badge>
                </div>
                <p className={styles.muted}>
                  {invite.usedBy ? (
                    <FormattedMessage
                      id="console.invites.usedBy"
                      values={{
                        name: invite.usedBy.name,
                        when: relative(invite.usedAt ?? invite.createdAt),
                        link: (chunks) => <Link to={`/profile/${invite.usedBy?.username}`}>{chunks}</Link>,
                      }}
                    />
                  ) : (
                    <FormattedMessage
                      id="console.invites.made"
                      values={{ when: relative(invite.createdAt), expires: date(invite.expiresAt) }}
                    />
                  )}
                </p>
                {invite.state === "pending" && (
                  <div className={styles.actions}>
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={revoking}
                      onClick={() => void attempt(() => revoke(invite.id).unwrap())}
                    >
                      <FormattedMessage id="console.invites.revoke" />
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </ConsoleList>
  );
}
