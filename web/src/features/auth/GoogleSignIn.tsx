// 'Continue with Google', shown only when GET /config reports a googleClientId (nothing otherwise).
// Google Identity Services is loaded on demand; the ID token it returns goes to POST /auth/google.
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { asApiError } from "../../lib/apiError";
import { useGetConfigQuery, useGoogleLoginMutation } from "../../data/api/authApi";
import { useSession } from "../../data/session/useSession";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { formStyles } from "../../components/Form";
import { Icon } from "../../components/Icon";

interface GoogleId {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
  prompt(listener?: (n: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void): void;
}
type GoogleWindow = Window & { google?: { accounts?: { id?: GoogleId } } };

const GSI_SRC = "https://accounts.google.com/gsi/client";
let gsiPromise: Promise<GoogleId> | null = null;

function loadGoogleId(): Promise<GoogleId> {
  gsiPromise ??= new Promise<GoogleId>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = GSI_SRC;
    script.async = true;
    script.onload = () => {
      const id = (window as GoogleWindow).google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error("Google Identity Services did not load"));
    };
    script.onerror = () => reject(new Error("Google Identity Services did not load"));
    document.head.appendChild(script);
  }).catch((err: unknown) => {
    gsiPromise = null;
    throw err;
  });
  return gsiPromise;
}

interface GoogleSignInProps {
  /** The invitation of the register page's link, for a new account while the site joins by invitation. */
  inviteToken?: string | undefined;
  /** After a successful sign-in, before the session is started. */
  onSignedIn?: () => void;
}

export function GoogleSignIn({ inviteToken, onSignedIn }: GoogleSignInProps = {}) {
  const intl = useIntl();
  const { data: config } = useGetConfigQuery();
  const [googleLogin, { isLoading }] = useGoogleLoginMutation();
  const { signIn } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const clientId = config?.googleClientId;
  if (!clientId) return null;

  const handleCredential = async (credential: string | undefined) => {
    if (!credential) return;
    try {
      const session = await googleLogin({
        token: credential,
        ...(inviteToken ? { inviteToken } : {}),
      }).unwrap();
      onSignedIn?.();
      signIn(session);
    } catch (err) {
      setError(asApiError(err)?.message ?? intl.formatMessage({ id: "account.google.failed" }));
    }
  };

  const handleClick = async () => {
    setError(null);
    setStarting(true);
    try {
      const googleId = await loadGoogleId();
      googleId.initialize({ client_id: clientId, callback: (r) => void handleCredential(r.credential) });
      googleId.prompt((n) => {
        if (n.isNotDisplayed() || n.isSkippedMoment()) {
          setError(intl.formatMessage({ id: "account.google.closed" }));
        }
      });
    } catch {
      setError(intl.formatMessage({ id: "account.google.unavailable" }));
    } finally {
      setStarting(false);
    }
  };

  return (
    <>
      <div className={formStyles.divider}>
        <FormattedMessage id="account.google.or" />
      </div>
      <Button
        variant="secondary"
        size="lg"
        fullWidth
        loading={starting || isLoading}
        icon={<Icon name="google" size={18} />}
        onClick={handleClick}
      >
        <FormattedMessage id="account.google.continue" />
      </Button>
      {error && <Alert>{error}</Alert>}
    </>
  );
}
