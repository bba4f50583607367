// All your notifications: All / Unread tabs, pagination, mark one or all as read, delete (spec §2.3, §4).
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import {
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
} from "../../data/api/notificationsApi";
import { Alert } from "../../components/Alert";
import { useSite } from "../../data/site/useSite";
import { Button } from "../../components/Button";
import { Card } from "../../components/Card";
import { EmptyState } from "../../components/EmptyState";
import { PageHeader } from "../../components/PageHeader";
import { Pagination } from "../../components/Pagination";
import { Skeleton } from "../../components/Skeleton";
import { NotificationItem } from "../../features/notifications";
import { cx } from "../../lib/cx";
import { usePageParam } from "../../lib/usePageParam";
import { NotificationActions } from "./NotificationActions";
import styles from "./Notifications.module.css";
import { NotificationTabs } from "./NotificationTabs";

const PAGE_SIZE = 10;

export default function NotificationsPage() {
  const intl = useIntl();
  const site = useSite().title;
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get("tab") === "unread";
  const [page, setPage] = usePageParam();
  const { data, isLoading, isFetching, isError, refetch } = useGetNotificationsQuery(
    { page, limit: PAGE_SIZE, unread: unreadOnly },
    { refetchOnMountOrArgChange: true },
  );
  const [markAll, { isLoading: marking }] = useMarkAllNotificationsReadMutation();

  const setTab = (unread: boolean) =>
    setParams(unread ? { tab: "unread" } : {}, { preventScrollReset: true });

  const unreadCount = data?.meta.unreadCount ?? 0;
  const items = data?.items ?? [];

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: "people.notifications.title" })}
        description={intl.formatMessage({ id: "people.notifications.description" }, { site })}
        actions={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void markAll()}
            disabled={unreadCount === 0}
            loading={marking}
          >
            <FormattedMessage id="people.notifications.markAll" />
          </Button>
        }
      />
      <NotificationTabs unreadOnly={unreadOnly} unreadCount={unreadCount} onChange={setTab} />

      {isLoading ? (
        <Card padded={false} className={styles.list}>
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className={styles.skeletonRow}>
              <Skeleton width={40} height={40} radius="50%" />
              <div style={{ flex: 1 }}>
                <Skeleton width="70%" />
                <Skeleton width="30%" height={10} />
              </div>
            </div>
          ))}
        </Card>
      ) : isError ? (
        <Alert>
          <FormattedMessage
            id="people.notifications.failed"
            values={{
              retry: (chunks) => (
                <button type="button" className={styles.retry} onClick={() => void refetch()}>
                  {chunks}
                </button>
              ),
            }}
          />
        </Alert>
      ) : items.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({
            id: unreadOnly ? "people.notifications.caughtUp.title" : "people.notifications.empty.title",
          })}
          description={intl.formatMessage({
            id: unreadOnly
              ? "people.notifications.caughtUp.description"
              : "people.notifications.empty.description",
          })}
          icon="bell"
        />
      ) : (
        <Card padded={false} className={cx(styles.list, isFetching && styles.fetching)}>
          <ul className={styles.items} aria-label={intl.formatMessage({ id: "people.notifications.list" })}>
            {items.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                actions={<NotificationActions notification={n} />}
              />
            ))}
          </ul>
        </Card>
      )}
      {data && data.meta.totalPages > 1 && (
        <div className={styles.pagination}>
          <Pagination currentPage={page} totalPages={data.meta.totalPages} onPageChange={setPage} />
        </div>
      )}
    </>
  );
}
