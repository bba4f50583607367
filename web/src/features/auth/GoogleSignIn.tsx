// 'Continue with Google', shown only when GET /config reports a googleClientId (nothing otherwise).
// Google Identity Services is loaded on demand; the ID token it returns goes to POST /auth/google.
import { useState } from "react";
import { asApiError } from "../../app/api/client";
import { useGetConfigQuery, useGoogleLoginMutation } from "../../app/api/authApi";
import { useSession } from "../../app/session/useSession";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { formStyles } from "../../components/Form";

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

function GoogleIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

export function GoogleSignIn() {
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
      signIn(await googleLogin({ token: credential }).unwrap());
    } catch (err) {
      setError(asApiError(err)?.message ?? "Google sign-in failed. Please try again.");
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
          setError("Google sign-in was closed or is blocked by this browser. Please try again.");
        }
      });
    } catch {
      setError("Google sign-in is unavailable right now. Please use your email and password.");
    } finally {
      setStarting(false);
    }
  };

  return (
    <>
      <div className={formStyles.divider}>or</div>
      <Button
        variant="secondary"
        size="lg"
        fullWidth
        loading={starting || isLoading}
        icon={<GoogleIcon />}
        onClick={handleClick}
      >
        Continue with Google
      </Button>
      {error && <Alert>{error}</Alert>}
    </>
  );
}
