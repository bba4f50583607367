// /newsletter: where the links of the newsletter's mails lead, no account needed. `?confirm=` confirms a
// subscription, `?unsubscribe=` leaves a writer's list (or the weekly digest) at once, and `?token=` shows
// every writer the address gets mail from, to keep or drop each.
import type { NewsletterPreferences } from "@inkwell/contract";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { asApiError } from "../../lib/apiError";
import {
  useConfirmSubscriptionMutation,
  useGetPreferencesQuery,
  useUnsubscribeMutation,
  useUpdatePreferencesMutation,
} from "../../data/api/newsletterApi";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Card } from "../../components/Card";
import { PageHeader } from "../../components/PageHeader";
import { Spinner } from "../../components/Spinner";
import styles from "./Newsletter.module.css";

function Preferences({ initial }: { initial: NewsletterPreferences }) {
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
        Mail to {prefs.email}
      </h2>
      {prefs.subscriptions.length === 0 ? (
        <p className={styles.muted}>This address gets no mail from Inkwell writers.</p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save({ token: prefs.token, authors: [...chosen] });
          }}
        >
          <fieldset className={styles.list}>
            <legend className={styles.muted}>New posts by email from:</legend>
            {prefs.subscriptions.map(({ author }) => (
              <label key={author.id} className={styles.item}>
                <input type="checkbox" checked={chosen.has(author.id)} onChange={() => toggle(author.id)} />
                <span>
                  <strong>{author.name}</strong>{" "}
                  <Link to={`/profile/${author.username}`}>@{author.username}</Link>
                </span>
              </label>
            ))}
          </fieldset>
          {error && <Alert>{asApiError(error)?.message ?? "Could not save."}</Alert>}
          {saved && <Alert tone="success">Saved.</Alert>}
          <Button type="submit" loading={isLoading}>
            Save preferences
          </Button>
        </form>
      )}
    </Card>
  );
}

function ManagePreferences({ token }: { token: string }) {
  const { data, isLoading, error } = useGetPreferencesQuery(token);
  if (isLoading) return <Spinner label="Loading your subscriptions" />;
  if (error || !data) return <Alert>{asApiError(error)?.message ?? "This link does not work."}</Alert>;
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

function Confirm({ token }: { token: string }) {
  const [confirm, { data, error }] = useConfirmSubscriptionMutation();
  useOnce(() => void confirm(token));
  if (error) return <Alert>{asApiError(error)?.message ?? "This link does not work."}</Alert>;
  if (!data) return <Spinner label="Confirming" />;
  return (
    <>
      <Alert tone="success">You&apos;re subscribed. New posts will come to {data.email}.</Alert>
      <Preferences initial={data} />
    </>
  );
}

function Unsubscribe({ token }: { token: string }) {
  const [unsubscribe, { data, error }] = useUnsubscribeMutation();
  useOnce(() => void unsubscribe(token));
  if (error) return <Alert>{asApiError(error)?.message ?? "This link does not work."}</Alert>;
  if (!data) return <Spinner label="Unsubscribing" />;
  const digest = token.startsWith("d");
  return (
    <>
      <Alert tone="success">
        {digest
          ? "You will not get the weekly digest any more."
          : "You are unsubscribed: no more mail from this writer."}
      </Alert>
      {digest ? (
        <p className={styles.muted}>
          Changed your mind? Turn it back on in <Link to="/settings">Settings</Link>.
        </p>
      ) : (
        <ManagePreferences token={token} />
      )}
    </>
  );
}

export default function NewsletterPage() {
  const [params] = useSearchParams();
  const confirm = params.get("confirm");
  const unsubscribe = params.get("unsubscribe");
  const token = params.get("token");
  return (
    <div className={styles.page}>
      <PageHeader title="Email subscriptions" description="The writers whose new posts come to your inbox." />
      {confirm ? (
        <Confirm token={confirm} />
      ) : unsubscribe ? (
        <Unsubscribe token={unsubscribe} />
      ) : token ? (
        <ManagePreferences token={token} />
      ) : (
        <Alert tone="info">
          Open this page from the link in one of our mails to manage your subscriptions.
        </Alert>
      )}
    </div>
  );
}
