// The interactive parts of Settings: resend verification, change password, blocked and muted users, export and
// account deletion. Each keeps its own request state.
import { changePasswordBody } from "@inkwell/contract";
import { useState, type FormEvent } from "react";
import { useChangePasswordMutation, useResendVerificationMutation } from "../../data/api/authApi";
import { asApiError } from "../../lib/apiError";
import {
  useDeleteAccountMutation,
  useGetBlockedUsersQuery,
  useToggleBlockMutation,
  useToggleMuteMutation,
} from "../../data/api/profilesApi";
import { useGetMutedUsersQuery } from "../../data/api/socialApi";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useSession } from "../../data/session/useSession";
import { useApiClient, useAppSelector } from "../../data/store";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Card } from "../../components/Card";
import { Form } from "../../components/Form";
import { Input } from "../../components/Input";
import { saveFile } from "../../lib/download";
import { useForm } from "../../lib/useForm";
import { PeopleListCard, sinceText } from "./PeopleListCard";
import styles from "./Settings.module.css";

export function ResendVerification() {
  const [resend, { isLoading, isSuccess, error }] = useResendVerificationMutation();
  return (
    <div className={styles.row}>
      <dt>Verification</dt>
      <dd>
        {isSuccess ? (
          <span className={styles.ok}>Check your inbox for a new link.</span>
        ) : (
          <Button size="sm" variant="secondary" loading={isLoading} onClick={() => void resend()}>
            Resend verification email
          </Button>
        )}
        {error && <span className={styles.fail}>{asApiError(error)?.message ?? "Could not send."}</span>}
      </dd>
    </div>
  );
}

export function ChangePasswordForm({ userId }: { userId: number }) {
  const [done, setDone] = useState(false);
  const form = useForm(
    { currentPassword: "", newPassword: "", confirmPassword: "" },
    { onEdit: () => setDone(false) },
  );
  const [change, { isLoading }] = useChangePasswordMutation();

  const submit = form.handleSubmit(changePasswordBody, async () => {
    await change({ id: userId, ...form.values }).unwrap();
    form.reset();
    setDone(true);
  });

  return (
    <Form onSubmit={(e) => void submit(e)} aria-label="Change password" noValidate className={styles.form}>
      {done && <Alert tone="success">Your password was changed.</Alert>}
      {form.formError && <Alert>{form.formError}</Alert>}
      <Input
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...form.field("currentPassword")}
      />
      <Input
        label="New password"
        type="password"
        autoComplete="new-password"
        {...form.field("newPassword")}
      />
      <Input
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...form.field("confirmPassword")}
      />
      <div className={styles.formActions}>
        <Button type="submit" loading={isLoading}>
          Change password
        </Button>
      </div>
    </Form>
  );
}

export function BlockedUsersSection() {
  const query = useGetBlockedUsersQuery(undefined, { refetchOnMountOrArgChange: true });
  const [toggle, { isLoading: busy, originalArgs }] = useToggleBlockMutation();

  const unblock = async (username: string) => {
    try {
      await toggle({ username, block: false }).unwrap();
    } catch (err) {
      console.error("Could not unblock", err);
    }
  };

  return (
    <PeopleListCard
      id="blocked-heading"
      title="Blocked users"
      description="People you blocked can't follow you, message you or comment on your posts."
      what="blocked users"
      emptyText="You haven't blocked anyone."
      query={query}
      since={(u) => sinceText("blocked", u.blockedAt)}
      actionLabel="Unblock"
      busyWith={busy ? originalArgs?.username : undefined}
      onAction={(username) => void unblock(username)}
    />
  );
}

export function MutedUsersSection() {
  const query = useGetMutedUsersQuery(undefined, { refetchOnMountOrArgChange: true });
  const [toggle, { isLoading: busy, originalArgs }] = useToggleMuteMutation();

  const unmute = async (username: string) => {
    try {
      await toggle({ username, mute: false }).unwrap();
    } catch (err) {
      console.error("Could not unmute", err);
    }
  };

  return (
    <PeopleListCard
      id="muted-heading"
      title="Muted accounts"
      description="Posts from people you muted stay out of your feeds and their comments are folded away. They aren't told."
      what="muted accounts"
      emptyText="You haven't muted anyone."
      query={query}
      since={(u) => sinceText("muted", u.mutedAt)}
      actionLabel="Unmute"
      busyWith={busy ? originalArgs?.username : undefined}
      onAction={(username) => void unmute(username)}
    />
  );
}

export function ExportSection() {
  const user = useAppSelector(selectCurrentUser);
  const apiClient = useApiClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const exportData = async () => {
    setBusy(true);
    setError(null);
    // Through the shared client, so the bearer token (and a refresh, if needed) come along.
    const result = await apiClient.request({ url: "/profiles/me/export" });
    setBusy(false);
    if (result.error) {
      setError(result.error.message);
      return;
    }
    const json = JSON.stringify({ data: result.data }, null, 2);
    saveFile(new Blob([json], { type: "application/json" }), `inkwell-${user?.username ?? "export"}.json`);
  };

  return (
    <Card as="section" aria-labelledby="export-heading">
      <h2 id="export-heading" className={styles.sectionTitle}>
        Your data
      </h2>
      <p className={styles.sectionText}>Download your profile, posts, comments and follows as a JSON file.</p>
      {error && <Alert>{error}</Alert>}
      <Button variant="secondary" loading={busy} onClick={() => void exportData()}>
        Export my data
      </Button>
    </Card>
  );
}

export function DangerZone({ userId, hasPassword }: { userId: number; hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [remove, { isLoading }] = useDeleteAccountMutation();
  const { signOut } = useSession();

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError(null);
    if (hasPassword && !password) {
      setError("Enter your password to confirm.");
      return;
    }
    try {
      await remove({ id: userId, password: hasPassword ? password : undefined }).unwrap();
      await signOut();
    } catch (err) {
      const apiError = asApiError(err);
      setError(apiError?.fields?.password ?? apiError?.message ?? "Your account could not be deleted.");
    }
  };

  return (
    <Card as="section" aria-labelledby="danger-heading" className={styles.danger}>
      <h2 id="danger-heading" className={styles.sectionTitle}>
        Delete account
      </h2>
      <p className={styles.sectionText}>
        This permanently removes your account, posts and comments. It cannot be undone.
      </p>
      {!open ? (
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      ) : (
        <Form onSubmit={(e) => void submit(e)} aria-label="Delete account" noValidate className={styles.form}>
          {hasPassword && (
            <Input
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={error ?? undefined}
              hint="Enter your password to confirm."
            />
          )}
          {!hasPassword && error && <Alert>{error}</Alert>}
          <div className={styles.formActions}>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={isLoading}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={isLoading}>
              Permanently delete
            </Button>
          </div>
        </Form>
      )}
    </Card>
  );
}
