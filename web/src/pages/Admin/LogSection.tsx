// The audit log: every moderation and administration act, newest first. It can only be read.
import { Link } from "react-router";
import { useGetLogQuery } from "../../data/api/moderationApi";
import { EmptyState } from "../../components/EmptyState";
import { formatDate } from "../../lib/time";
import styles from "./Admin.module.css";
import { ConsoleList } from "./ConsoleList";
import { useListPage } from "./useListPage";

export function LogSection() {
  const list = useListPage();
  const result = useGetLogQuery({ page: list.page, limit: 25 });

  return (
    <ConsoleList
      title="Audit log"
      description="Who did what, to what and why. Entries cannot be changed or removed."
      list={result}
      skeletonHeight={200}
      empty={<EmptyState title="Nothing logged yet" icon="list" />}
      pages={list}
    >
      {(items) => (
        // Scrolls sideways on narrow screens, so it must take keyboard focus too.
        <div className={styles.tableWrap} role="region" aria-label="Audit log entries" tabIndex={0}>
          <table className={styles.table}>
            <caption className="visually-hidden">Audit log</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">On</th>
                <th scope="col">Note</th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <tr key={entry.id}>
                  <td className={styles.nowrap}>
                    <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
                  </td>
                  <td>
                    {entry.actor ? (
                      <Link to={`/profile/${entry.actor.username}`}>@{entry.actor.username}</Link>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td>{entry.targetLabel}</td>
                  <td>{entry.note ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ConsoleList>
  );
}
