// "Get new posts by email" for one writer: an address (a member's own, filled in) and a button; strangers'
// addresses are confirmed by mail first.
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { asApiError } from "../../lib/apiError";
import { useSubscribeMutation } from "../../data/api/newsletterApi";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { Button } from "../../components/Button";
import { Icon } from "../../components/Icon";
import styles from "./SubscribeForm.module.css";

export function SubscribeForm({ username, name }: { username: string; name: string }) {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const [email, setEmail] = useState(user?.email ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const [subscribe, { data, isLoading }] = useSubscribeMutation();

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    // The contract's rules (and zod) load when the reader subscribes, not with the page.
    const { parseSubscription } = await import("./subscription");
    const parsed = parseSubscription(email);
    if (!parsed.success) {
      setProblem(
        parsed.error.issues[0]?.message ?? intl.formatMessage({ id: "account.subscribe.invalidEmail" }),
      );
      return;
    }
    try {
      await subscribe({ username, email: parsed.data.email }).unwrap();
    } catch (err) {
      setProblem(asApiError(err)?.message ?? intl.formatMessage({ id: "account.subscribe.failed" }));
    }
  };

  if (data) {
    return (
      <p className={styles.done} role="status">
        <Icon name="check" size={18} />
        <FormattedMessage
          id={data.status === "active" ? "account.subscribe.active" : "account.subscribe.pending"}
          values={{ name, email }}
        />
      </p>
    );
  }

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      aria-label={intl.formatMessage({ id: "account.subscribe.formLabel" }, { name })}
    >
      <p className={styles.title}>
        <Icon name="mail" size={18} /> <FormattedMessage id="account.subscribe.title" values={{ name }} />
      </p>
      <div className={styles.row}>
        <label className="visually-hidden" htmlFor={`subscribe-${username}`}>
          <FormattedMessage id="account.subscribe.emailLabel" />
        </label>
        <input
          id={`subscribe-${username}`}
          className={styles.input}
          type="email"
          autoComplete="email"
          placeholder={intl.formatMessage({ id: "account.subscribe.placeholder" })}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `subscribe-${username}-error` : undefined}
        />
        <Button type="submit" loading={isLoading}>
          <FormattedMessage id="account.subscribe.button" />
        </Button>
      </div>
      {problem && (
        <p id={`subscribe-${username}-error`} className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
