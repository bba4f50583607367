// Accounts: search by name, username or email, see each one's role, state and counts, change roles
// (administrators), suspend, ban or restore, and open one to see its posts and comments.
import { USER_ROLES } from "@inkwell/contract";
import type { AdminUser, UserRole } from "@inkwell/contract";
import { useState } from "react";
import { Link } from "react-router";
import { useGetAccountsQuery, useSetRoleMutation, useUnbanUserMutation } from "../../data/api/moderationApi";
import { Avatar } from "../../components/Avatar";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { EmptyState } from "../../components/EmptyState";
import { counted } from "../../lib/text";
import { formatDate } from "../../lib/time";
import styles from "./Admin.module.css";
import { ConsoleList } from "./ConsoleList";
import { useConsoleAction } from "./useConsoleAction";
import { useListPage } from "./useListPage";
import { SanctionDialog, type Sanction } from "./SanctionDialog";
import { UserContent } from "./UserContent";

export function UsersSection() {
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
        title="Users"
        description="Newest accounts first."
        search={{
          label: "Search by name, username or email",
          value: q,
          onChange: list.fromFirstPage(setQ),
        }}
        error={error}
        list={result}
        skeletonHeight={200}
        empty={<EmptyState title="No accounts found" icon="users" />}
        pages={list}
      >
        {(items) => (
          <ul className={styles.list} aria-label="Accounts">
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
                      @{user.username} · {user.email}
                    </span>
                    {user.role !== "user" && <Badge tone="accent">{user.role}</Badge>}
                    {sanctioned && (
                      <Badge tone="danger">
                        {user.status.state}
                        {user.status.until ? ` until ${formatDate(user.status.until)}` : ""}
                      </Badge>
                    )}
                    {!user.emailVerified && <Badge>unverified</Badge>}
                  </div>
                  <p className={styles.muted}>
                    Joined {formatDate(user.createdAt)} · {counted(user.postsCount, "post")} ·{" "}
                    {counted(user.commentsCount, "comment")} · {counted(user.openReports, "open report")}
                  </p>
                  <div className={styles.actions}>
                    {user.can.changeRole && (
                      <label className={styles.inlineForm}>
                        <span className={styles.muted}>Role</span>
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
                              {role}
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
                          Lift {user.status.state === "banned" ? "ban" : "suspension"}
                        </Button>
                      ) : (
                        <>
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => setSanction({ user, kind: "suspend" })}
                          >
                            Suspend
                          </Button>
                          <Button
                            size="sm"
                            variant="danger"
                            onClick={() => setSanction({ user, kind: "ban" })}
                          >
                            Ban
                          </Button>
                        </>
                      ))}
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-expanded={open === user.id}
                      onClick={() => setOpen(open === user.id ? null : user.id)}
                    >
                      {open === user.id ? "Hide content" : "Their content"}
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
