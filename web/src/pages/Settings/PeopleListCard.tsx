// A Settings card listing people the member set apart (blocked or muted accounts), each with a link to
// their profile, when it happened and a button that undoes it.
import type { UserSummary } from "@inkwell/contract";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { Avatar } from "../../components/Avatar";
import { Button } from "../../components/Button";
import { Card } from "../../components/Card";
import { Spinner } from "../../components/Spinner";
import styles from "./Settings.module.css";

interface PeopleListCardProps<Person extends UserSummary> {
  id: string;
  title: string;
  description: string;
  /** "Loading blocked users". */
  loadingLabel: string;
  /** "Blocked users could not be loaded." */
  errorText: string;
  emptyText: string;
  query: { data?: Person[] | undefined; isLoading: boolean; isError: boolean };
  /** When it happened, as "blocked Nov 3, 2026". */
  since: (person: Person) => string;
  actionLabel: string;
  /** The username being undone, if one is. */
  busyWith: string | undefined;
  /** Undoes it for one person (a failure is logged; the list stays as the server has it). */
  onAction: (username: string) => Promise<unknown>;
}

export function PeopleListCard<Person extends UserSummary>({
  id,
  title,
  description,
  loadingLabel,
  errorText,
  emptyText,
  query: { data, isLoading, isError },
  since,
  actionLabel,
  busyWith,
  onAction,
}: PeopleListCardProps<Person>) {
  const act = async (username: string) => {
    try {
      await onAction(username);
    } catch (err) {
      console.error(`Could not undo it for ${username}`, err);
    }
  };
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <p className={styles.sectionText}>{description}</p>
      {isLoading ? (
        <Spinner label={loadingLabel} />
      ) : isError ? (
        <p className={styles.muted}>{errorText}</p>
      ) : !data?.length ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        <ul className={styles.people}>
          {data.map((u) => (
            <li key={u.id} className={styles.person}>
              <Link to={`/profile/${u.username}`} className={styles.personLink}>
                <Avatar name={u.name} src={u.avatar} size={36} />
                <span>
                  <FormattedMessage
                    id="account.settings.people.person"
                    values={{
                      name: u.name,
                      username: u.username,
                      since: since(u),
                      strong: (chunks) => <strong>{chunks}</strong>,
                      muted: (chunks) => <span className={styles.muted}>{chunks}</span>,
                    }}
                  />
                </span>
              </Link>
              <Button
                size="sm"
                variant="secondary"
                loading={busyWith === u.username}
                onClick={() => void act(u.username)}
              >
                {actionLabel}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
