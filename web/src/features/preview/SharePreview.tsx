// "Share preview" in the editor, for a saved post that is not published: makes the post's preview link (or
// gets the live one back) and shows it with Copy, Revoke and when it expires. The link opens the draft as
// last saved, read-only, for whoever holds it.
import type { PreviewLink } from "@inkwell/contract";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Dialog, DialogActions } from "../../components/Dialog";
import { Spinner } from "../../components/Spinner";
import { useCreatePreviewLinkMutation, useRevokePreviewLinkMutation } from "../../data/api/previewsApi";
import styles from "./SharePreview.module.css";

type Shown = { state: "link"; link: PreviewLink } | { state: "revoked" } | { state: "making" | "failed" };

export function SharePreview({ postId }: { postId: number }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<Shown>({ state: "making" });
  const [copied, setCopied] = useState(false);
  const [createLink] = useCreatePreviewLinkMutation();
  const [revokeLink, { isLoading: revoking }] = useRevokePreviewLinkMutation();

  const expiryOf = (at: string) => intl.formatDate(at, { dateStyle: "medium", timeStyle: "short" });

  const handleMake = async () => {
    setShown({ state: "making" });
    setCopied(false);
    try {
      setShown({ state: "link", link: await createLink(postId).unwrap() });
    } catch {
      setShown({ state: "failed" });
    }
  };

  const handleOpen = () => {
    setOpen(true);
    void handleMake();
  };

  const handleCopy = async (url: string) => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };

  const handleRevoke = async () => {
    try {
      await revokeLink(postId).unwrap();
      setShown({ state: "revoked" });
    } catch {
      setShown({ state: "failed" });
    }
  };

  return (
    <>
      <Button variant="ghost" size="sm" onClick={handleOpen} data-testid="share-preview">
        <FormattedMessage id="preview.share.open" />
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={intl.formatMessage({ id: "preview.share.title" })}
        description={<FormattedMessage id="preview.share.description" />}
        className={styles.dialog}
      >
        <div className={styles.body} aria-live="polite">
          {shown.state === "making" && <Spinner label={intl.formatMessage({ id: "preview.share.making" })} />}
          {shown.state === "failed" && (
            <Alert>
              <FormattedMessage id="preview.share.failed" />
            </Alert>
          )}
          {shown.state === "link" && (
            <>
              <div className={styles.linkRow}>
                {/* A text area: the whole link shows, wrapped, even on a phone. */}
                <textarea
                  className={styles.link}
                  readOnly
                  rows={2}
                  spellCheck={false}
                  value={shown.link.url}
                  aria-label={intl.formatMessage({ id: "preview.share.link" })}
                  onFocus={(e) => e.target.select()}
                  data-testid="preview-link"
                />
                <Button size="sm" onClick={() => void handleCopy(shown.link.url)}>
                  <FormattedMessage id={copied ? "preview.share.copied" : "preview.share.copy"} />
                </Button>
              </div>
              <p className={styles.muted}>
                <FormattedMessage
                  id="preview.share.expires"
                  values={{ when: expiryOf(shown.link.expiresAt) }}
                />
              </p>
            </>
          )}
          {shown.state === "revoked" && (
            <p className={styles.muted} role="status">
              <FormattedMessage id="preview.share.revoked" />
            </p>
          )}
        </div>
        <DialogActions>
          {shown.state === "link" && (
            <Button variant="danger" size="sm" loading={revoking} onClick={() => void handleRevoke()}>
              <FormattedMessage id="preview.share.revoke" />
            </Button>
          )}
          {(shown.state === "revoked" || shown.state === "failed") && (
            <Button variant="secondary" size="sm" onClick={() => void handleMake()}>
              <FormattedMessage id="preview.share.makeNew" />
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
            <FormattedMessage id="preview.share.close" />
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
