// The audit log: every moderation and administration act, newest first. It can only be read.
import { useState } from "react";
import { Link } from "react-router";
import { useGetLogQuery } from "../../app/api/moderationApi";
import { EmptyState } from "../../components/EmptyState";
import { Pagination } from "../../components/Pagination";
import { Skeleton } from "../../components/Skeleton";
import { formatDate } from "../../lib/time";
import styles from "./Admin.module.css";

export function LogSection() {
  const [page, setPage] = useState(1);
  const { data, isLoading } = useGetLogQuery({ page, limit: 25 });

  return (
    <>
      <div className={styles.sectionHead}>
        <div>
          <h1 className={styles.sectionTitle}>Audit log</h1>
          <p className={styles.sectionText}>
            Who did what, to what and why. Entries cannot be changed or removed.
          </p>
        </div>
      </div>
      {isLoading ? (
        <Skeleton height={200} />
      ) : !data?.items.length ? (
        <EmptyState title="Nothing logged yet" icon="list" />
      ) : (
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
              {data.items.map((entry) => (
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
      <Pagination currentPage={page} totalPages={data?.meta.totalPages ?? 1} onPageChange={setPage} />
    </>
  );
}
