// Keeps every tab of the browser on one session. The tokens live in localStorage, which all tabs share,
// and the `storage` event tells this tab when another one removed them (signed out, or its refresh was
// refused) or stored them while this tab was signed out (signed in).
import { useEffect } from "react";
import { apiSlice } from "../api/apiSlice";
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, hasSession } from "../api/tokens";
import { useAppDispatch, useAppSelector } from "../store";
import { clearCurrentUser, selectAuthStatus, storedSessionFound } from "./authSlice";

const TOKEN_KEYS: readonly string[] = [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY];

export function useSessionAcrossTabs(): void {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);

  useEffect(() => {
    const signedInHere = status === "authenticated" || status === "unknown";
    const handleStorage = (event: StorageEvent) => {
      // `key` is null when another tab cleared the whole storage. A rotation by another tab's refresh
      // changes the tokens without ending the session, so only their presence is compared.
      if (event.key !== null && !TOKEN_KEYS.includes(event.key)) return;
      if (signedInHere && !hasSession()) {
        // Anonymous rather than "signedOut": this tab's user did not choose to leave, so a
        // signed-in-only page offers the login form with a way back instead of sending them home.
        // Dropping the user also disconnects realtime (RealtimeProvider follows the user id).
        dispatch(clearCurrentUser());
        dispatch(apiSlice.util.resetApiState());
      } else if (!signedInHere && hasSession()) {
        dispatch(apiSlice.util.resetApiState());
        dispatch(storedSessionFound());
      }
    };
    window.addEventListener("storage", handleStorage);
    return () => window.removeEventListener("storage", handleStorage);
  }, [dispatch, status]);
}
