// /newsletter: where the links of the newsletter's mails lead, no account needed. `?confirm=` confirms a
// subscription, `?unsubscribe=` leaves a writer's list (or the weekly digest) at once, and `?token=` shows
// every writer the address gets mail from, to keep or drop each.
import type { NewsletterPreferences } from "@inkwell/contract";
import { useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { asApiError } from "../../lib/apiError";
import {
  useConfirmSubscriptionMutation,
  useGetPreferencesQuery,
  useUnsubscribeMutation,
  useUpdatePreferencesMutation,
} from "../../data/api/newsletterApi";
import { useSite } from "../../data/site/useSite";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Card } from "../../components/Card";
import { PageHeader } from "../../components/PageHeader";
import { Spinner } from "../../components/Spinner";
import styles from "./Newsletter.module.css";

function Preferences({ initial }: { initial: NewsletterPreferences }) {
  const intl = useIntl();
  const site = useSite().title;
  const [chosen, setChosen] = useState(
    () => new Set(initial.subscriptions.filter((s) => s.status === "active").map((s) => s.author.id)),
  );
  const [save, { data: saved, isLoading, error }] = useUpdatePreferencesMutation();
  const prefs = saved ?? initial;
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Card as="section" aria-labelledby="prefs-heading" className={styles.card}>
      <h2 id="prefs-heading" className={styles.heading}>
        <FormattedMessage id="account.newsletter.mailTo" values={{ email: prefs.email }} />
      </h2>
      {prefs.subscriptions.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="account.newsletter.noMail" values={{ site }} />
        </p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save({ token: prefs.token, authors: [...chosen] });
          }}
        >
          <fieldset className={styles.list}>
            <legend className={styles.muted}>
              <FormattedMessage id="account.newsletter.legend" />
            </legend>
            {prefs.subscriptions.map(({ author }) => (
              <label key={author.id} className={styles.item}>
                <input type="checkbox" checked={chosen.has(author.id)} onChange={() => toggle(author.id)} />
                <span>
                  <FormattedMessage
                    id="account.newsletter.author"
                    values={{
                      name: author.name,
                      username: author.username,
                      strong: (chunks) => <strong>{chunks}</strong>,
                      link: (chunks) => <Link to={`/profile/${author.username}`}>{chunks}</Link>,
                    }}
                  />
                </span>
              </label>
            ))}
          </fieldset>
          {error && (
            <Alert>
              {asApiError(error)?.message ?? intl.formatMessage({ id: "account.newsletter.saveFailed" })}
            </Alert>
          )}
          {saved && (
            <Alert tone="success">
              <FormattedMessage id="account.newsletter.saved" />
            </Alert>
          )}
          <Button type="submit" loading={isLoading}>
            <FormattedMessage id="account.newsletter.save" />
          </Button>
        </form>
      )}
    </Card>
  );
}

function ManagePreferences({ token }: { token: string }) {
  const intl = useIntl();
  const { data, isLoading, error } = useGetPreferencesQuery(token);
  if (isLoading) return <Spinner label={intl.formatMessage({ id: "account.newsletter.loading" })} />;
  if (error || !data) return <LinkFailed error={error} />;
  return <Preferences initial={data} />;
}

/** Runs a link's action once when the page opens (not twice under React's development checks). */
function useOnce(action: () => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    action();
  });
}

/** Why a link's action failed: the server's reason, or that the link does not work. */
function LinkFailed({ error }: { error: unknown }) {
  const intl = useIntl();
  return (
    <Alert>{asApiError(error)?.message ?? intl.formatMessage({ id: "account.newsletter.linkBroken" })}</Alert>
  );
}

function Confirm({ token }: { token: string }) {
  const intl = useIntl();
  const [confirm, { data, error }] = useConfirmSubscriptionMutation();
  useOnce(() => void confirm(token));
  if (error) return <LinkFailed error={error} />;
  if (!data) return <Spinner label={intl.formatMessage({ id: "account.newsletter.confirming" })} />;
  return (
    <>
      <Alert tone="success">
        <FormattedMessage id="account.newsletter.confirmed" values={{ email: data.email }} />
      </Alert>
      <Preferences initial={data} />
    </>
  );
}

function Unsubscribe({ token }: { token: string }) {
  const intl = useIntl();
  const [unsubscribe, { data, error }] = useUnsubscribeMutation();
  useOnce(() => void unsubscribe(token));
  if (error) return <LinkFailed error={error} />;
  if (!data) return <Spinner label={intl.formatMessage({ id: "account.newsletter.unsubscribing" })} />;
  const digest = token.startsWith("d");
  return (
    <>
      <Alert tone="success">
        <FormattedMessage id={digest ? "account.newsletter.digestOff" : "account.newsletter.unsubscribed"} />
      </Alert>
      {digest ? (
        <p className={styles.muted}>
          <FormattedMessage
            id="account.newsletter.changedMind"
            values={{ link: (chunks) => <Link to="/settings">{chunks}</Link> }}
          />
        </p>
      ) : (
        <ManagePreferences token={token} />
      )}
    </>
  );
}

export default function NewsletterPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const confirm = params.get("confirm");
  const unsubscribe = params.get("unsubscribe");
  const token = params.get("token");
  return (
    <div className={styles.page}>
      <PageHeader
        title={intl.formatMessage({ id: "account.newsletter.title" })}
        description={intl.formatMessage({ id: "account.newsletter.description" })}
      />
      {confirm ? (
        <Confirm token={confirm} />
      ) : unsubscribe ? (
        <Unsubscribe token={unsubscribe} />
      ) : token ? (
        <ManagePreferences token={token} />
      ) : (
        <Alert tone="info">
          <FormattedMessage id="account.newsletter.openFromMail" />
        </Alert>
      )}
    </div>
  );
}
