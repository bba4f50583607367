// Who is signed in. `status` is "unknown" while a stored session is being checked with /auth/me,
// so guarded routes wait instead of bouncing a returning user to the login page.
import type { CurrentUser } from "@inkwell/contract";
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { hasSession } from "../api/tokens";

/** "signedOut" is anonymous after the user chose to sign out: guarded pages send them home, not to login. */
export type AuthStatus = "unknown" | "authenticated" | "anonymous" | "signedOut";

export interface AuthState {
  currentUser: CurrentUser | null;
  status: AuthStatus;
}

export function initialAuthState(): AuthState {
  return { currentUser: null, status: hasSession() ? "unknown" : "anonymous" };
}

export const authSlice = createSlice({
  name: "auth",
  initialState: initialAuthState,
  reducers: {
    setCurrentUser(state, action: PayloadAction<CurrentUser>) {
      state.currentUser = action.payload;
      state.status = "authenticated";
    },
    updateCurrentUser(state, action: PayloadAction<Partial<CurrentUser>>) {
      if (state.currentUser) state.currentUser = { ...state.currentUser, ...action.payload };
    },
    clearCurrentUser(state) {
      state.currentUser = null;
      state.status = "anonymous";
    },
    signedOut(state) {
      state.currentUser = null;
      state.status = "signedOut";
    },
    /** Tokens appeared (another tab signed in): check them with /auth/me like at start-up. */
    storedSessionFound(state) {
      state.currentUser = null;
      state.status = "unknown";
    },
  },
});

export const { setCurrentUser, updateCurrentUser, clearCurrentUser, signedOut, storedSessionFound } =
  authSlice.actions;

export const selectCurrentUser = (state: { auth: AuthState }) => state.auth.currentUser;
export const selectAuthStatus = (state: { auth: AuthState }) => state.auth.status;
