// Making an invitation: an address it is for (or anyone with the link) and the role it gives; the link it
// answers is shown once, to copy and send.
import { INVITE_ROLES } from "@inkwell/contract";
import type { CreatedInvite, InviteRole } from "@inkwell/contract";
import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useCreateInviteMutation } from "../../data/api/invitesApi";
import { Button } from "../../components/Button";
import { useFormats } from "../../i18n/formats";
import { cx } from "../../lib/cx";
import styles from "./Admin.module.css";
import { ROLE_LABELS } from "./labels";

interface InviteFormProps {
  /** Runs the request, keeping the server's refusal for the section to show (`useConsoleAction`). */
  attempt: (run: () => Promise<unknown>) => Promise<boolean>;
}

export function InviteForm({ attempt }: InviteFormProps) {
  const intl = useIntl();
  const { date } = useFormats();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<InviteRole>("user");
  const [created, setCreated] = useState<CreatedInvite | null>(null);
  const [copied, setCopied] = useState(false);
  const [createInvite, { isLoading }] = useCreateInviteMutation();
  const hintId = useId();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setCopied(false);
    void attempt(async () => {
      setCreated(await createInvite({ email: email.trim(), role }).unwrap());
      setEmail("");
    });
  };

  const handleCopy = async (url: string) => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };

  return (
    <div className={styles.panel}>
      <form
        className={styles.inlineForm}
        onSubmit={handleSubmit}
        aria-label={intl.formatMessage({ id: "console.invites.formLabel" })}
      >
        <input
          className={cx(styles.inlineInput, styles.emailInput)}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={intl.formatMessage({ id: "console.invites.emailPlaceholder" })}
          aria-label={intl.formatMessage({ id: "console.invites.email" })}
          aria-describedby={hintId}
        />
        <label className={styles.inlineForm}>
          <span className={styles.muted}>
            <FormattedMessage id="console.invites.role" />
          </span>
          <select
            className={styles.select}
            value={role}
            onChange={(e) => setRole(e.target.value as InviteRole)}
          >
            {INVITE_ROLES.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id: ROLE_LABELS[value] })}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="sm" loading={isLoading}>
          <FormattedMessage id="console.invites.create" />
        </Button>
      </form>
      <p id={hintId} className={styles.muted}>
        <FormattedMessage id="console.invites.emailHint" />
      </p>
      {created && (
        <div className={styles.inlineForm}>
          <input
            className={styles.inlineInput}
            readOnly
            value={created.url}
            aria-label={intl.formatMessage({ id: "console.invites.link" })}
            onFocus={(e) => e.target.select()}
          />
          <Button size="sm" variant="secondary" onClick={() => void handleCopy(created.url)}>
            <FormattedMessage id={copied ? "console.invites.copied" : "console.invites.copy"} />
          </Button>
          <span className={styles.muted}>
            <FormattedMessage id="console.invites.linkHint" values={{ when: date(created.expiresAt) }} />
          </span>
        </div>
      )}
    </div>
  );
}
