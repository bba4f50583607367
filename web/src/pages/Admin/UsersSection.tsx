// Accounts: search by name, username or email, see each one's role, state and counts, change roles
// (administrators), suspend, ban or restore, and open one to see its posts and comments.
import { USER_ROLES } from "@inkwell/contract";
import type { AdminUser, UserRole } from "@inkwell/contract";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useGetAccountsQuery, useSetRoleMutation, useUnbanUserMutation } from "../../data/api/moderationApi";
import { Avatar } from "../../components/Avatar";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { EmptyState } from "../../components/EmptyState";
import { useFormats } from "../../i18n/formats";
import styles from "./Admin.module.css";
import { ConsoleList } from "./ConsoleList";
import { ACCOUNT_STATE_LABELS, ROLE_LABELS } from "./labels";
import { useConsoleAction } from "./useConsoleAction";
import { useListPage } from "./useListPage";
import { SanctionDialog, type Sanction } from "./SanctionDialog";
import { UserContent } from "./UserContent";

export function UsersSection() {
  const intl = useIntl();
  const { date } = useFormats();
  const [q, setQ] = useState("");
  const list = useListPage();
  const result = useGetAccountsQuery({ q: q.trim() || undefined, page: list.page, limit: 20 });
  const [setRole] = useSetRoleMutation();
  const [unban] = useUnbanUserMutation();
  const [sanction, setSanction] = useState<{ user: AdminUser; kind: Sanction } | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const { error, attempt } = useConsoleAction();

  return (
    <>
      <ConsoleList
        title={intl.formatMessage({ id: "console.users.title" })}
        description={intl.formatMessage({ id: "console.users.description" })}
        search={{
          label: intl.formatMessage({ id: "console.users.search" }),
          value: q,
          onChange: list.fromFirstPage(setQ),
        }}
        error={error}
        list={result}
        skeletonHeight={200}
        empty={<EmptyState title={intl.formatMessage({ id: "console.users.empty" })} icon="users" />}
        pages={list}
      >
        {(items) => (
          <ul className={styles.list} aria-label={intl.formatMessage({ id: "console.users.list" })}>
            {items.map((user) => {
              const sanctioned = user.status.state !== "active";
              return (
                <li key={user.id} className={styles.row}>
                  <div className={styles.rowHead}>
                    <Avatar name={user.name} src={user.avatar} size={32} />
                    <Link to={`/profile/${user.username}`} className={styles.rowTitle}>
                      {user.name}
                    </Link>
                    <span className={styles.muted}>
                      <FormattedMessage
                        id="console.users.handleEmail"
                        values={{ username: user.username, email: user.email }}
                      />
                    </span>
                    {user.role !== "user" && (
                      <Badge tone="accent">
                        <FormattedMessage id={ROLE_LABELS[user.role]} />
                      </Badge>
                    )}
                    {sanctioned && (
                      <Badge tone="danger">
                        {user.status.until ? (
                          <FormattedMessage
                            id="console.users.stateUntil"
                            values={{ state: user.status.state, date: date(user.status.until) }}
                          />
                        ) : (
                          <FormattedMessage id={ACCOUNT_STATE_LABELS[user.status.state]} />
                        )}
                      </Badge>
                    )}
                    {!user.emailVerified && (
                      <Badge>
                        <FormattedMessage id="console.users.unverified" />
                      </Badge>
                    )}
                  </div>
                  <p className={styles.muted}>
                    <FormattedMessage
                      id="console.users.summary"
                      values={{
                        date: date(user.createdAt),
                        posts: user.postsCount,
                        comments: user.commentsCount,
                        reports: user.openReports,
                      }}
                    />
                  </p>
                  <div className={styles.actions}>
                    {user.can.changeRole && (
                      <label className={styles.inlineForm}>
                        <span className={styles.muted}>
                          <FormattedMessage id="console.users.role" />
                        </span>
                        <select
                          className={styles.select}
                          value={user.role}
                          onChange={(e) =>
                            void attempt(() =>
                              setRole({ id: user.id, role: e.target.value as UserRole }).unwrap(),
                            )
                          }
                        >
                          {USER_ROLES.map((role) => (
                            <option key={role} value={role}>
                              {intl.formatMessage({ id: ROLE_LABELS[role] })}
                            </option>
                          ))}
                        </select>
                      </label>
                    )}
                    {user.can.sanction &&
                      (sanctioned ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => void attempt(() => unban(user.id).unwrap())}
                        >
                          <FormattedMessage id="console.users.lift" values={{ state: user.status.state }} />
                        </Button>
                      ) : (
                        <>
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => setSanction({ user, kind: "suspend" })}
                          >
                            <FormattedMessage id="console.users.suspend" />
                          </Button>
                          <Button
                            size="sm"
                            variant="danger"
                            onClick={() => setSanction({ user, kind: "ban" })}
                          >
                            <FormattedMessage id="console.users.ban" />
                          </Button>
                        </>
                      ))}
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-expanded={open === user.id}
                      onClick={() => setOpen(open === user.id ? null : user.id)}
                    >
                      <FormattedMessage
                        id={open === user.id ? "console.users.hideContent" : "console.users.showContent"}
                      />
                    </Button>
                  </div>
                  {open === user.id && <UserContent userId={user.id} />}
                </li>
              );
            })}
          </ul>
        )}
      </ConsoleList>
      {sanction && (
        <SanctionDialog user={sanction.user} kind={sanction.kind} onClose={() => setSanction(null)} />
      )}
    </>
  );
}
