// The audit log: every moderation and administration act, newest first. It can only be read.
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useGetLogQuery } from "../../data/api/moderationApi";
import { EmptyState } from "../../components/EmptyState";
import { useFormats } from "../../i18n/formats";
import styles from "./Admin.module.css";
import { ConsoleList } from "./ConsoleList";
import { AUDIT_ACTION_LABELS } from "./labels";
import { useListPage } from "./useListPage";

export function LogSection() {
  const intl = useIntl();
  const { date } = useFormats();
  const list = useListPage();
  const result = useGetLogQuery({ page: list.page, limit: 25 });

  return (
    <ConsoleList
      title={intl.formatMessage({ id: "console.log.title" })}
      description={intl.formatMessage({ id: "console.log.description" })}
      list={result}
      skeletonHeight={200}
      empty={<EmptyState title={intl.formatMessage({ id: "console.log.empty" })} icon="list" />}
      pages={list}
    >
      {(items) => (
        // Scrolls sideways on narrow screens, so it must take keyboard focus too.
        <div
          className={styles.tableWrap}
          role="region"
          aria-label={intl.formatMessage({ id: "console.log.region" })}
          tabIndex={0}
        >
          <table className={styles.table}>
            <caption className="visually-hidden">
              <FormattedMessage id="console.log.caption" />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="console.log.when" />
                </th>
                <th scope="col">
                  <FormattedMessage id="console.log.who" />
                </th>
                <th scope="col">
                  <FormattedMessage id="console.log.action" />
                </th>
                <th scope="col">
                  <FormattedMessage id="console.log.on" />
                </th>
                <th scope="col">
                  <FormattedMessage id="console.log.note" />
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <tr key={entry.id}>
                  <td className={styles.nowrap}>
                    <time dateTime={entry.createdAt}>{date(entry.createdAt)}</time>
                  </td>
                  <td>
                    {entry.actor ? (
                      <Link to={`/profile/${entry.actor.username}`}>
                        <FormattedMessage id="console.handle" values={{ username: entry.actor.username }} />
                      </Link>
                    ) : (
                      <FormattedMessage id="console.log.noActor" />
                    )}
                  </td>
                  <td>
                    <code>
                      <FormattedMessage id={AUDIT_ACTION_LABELS[entry.action]} />
                    </code>
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
