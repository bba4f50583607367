// Signing in and out from components: tokens, the current user and the query cache move together.
import type { AuthSession } from "@inkwell/contract";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { apiSlice } from "../api/apiSlice";
import { useLogoutMutation } from "../api/authApi";
import { clearTokens, getRefreshToken, setTokens } from "../api/tokens";
import { useAppDispatch } from "../store";
import { setCurrentUser, signedOut } from "./authSlice";

export function useSession() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logoutRequest] = useLogoutMutation();

  const signIn = useCallback(
    (session: AuthSession) => {
      setTokens({ accessToken: session.accessToken, refreshToken: session.refreshToken });
      dispatch(apiSlice.util.resetApiState());
      dispatch(setCurrentUser(session.user));
    },
    [dispatch],
  );

  const signOut = useCallback(async () => {
    const refreshToken = getRefreshToken() ?? undefined;
    try {
      // Revokes the refresh token server-side; the local sign-out happens whatever the answer.
      await logoutRequest({ refreshToken }).unwrap();
    } catch {
      // Already signed out server-side or offline.
    }
    clearTokens();
    dispatch(signedOut());
    dispatch(apiSlice.util.resetApiState());
    await navigate("/");
  }, [dispatch, logoutRequest, navigate]);

  return { signIn, signOut };
}
