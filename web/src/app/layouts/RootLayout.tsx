// The root route: checks a stored session once, follows sign-in and sign-out in other tabs,
// scrolls to the top on each path change.
import { lazy, Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { AssistantDock } from "../../features/assistant";
import { useGetMeQuery } from "../api/authApi";
import { hasSession } from "../api/tokens";
import { RealtimeProvider } from "../realtime/RealtimeProvider";

// Live notifications concern signed-in readers only, and load with their session.
const NotificationsFeed = lazy(() =>
  import("../realtime/NotificationsFeed").then((m) => ({ default: m.NotificationsFeed })),
);
const MessagesFeed = lazy(() =>
  import("../../features/messages/MessagesFeed").then((m) => ({ default: m.MessagesFeed })),
);
import { selectAuthStatus, selectCurrentUser } from "../session/authSlice";
import { useSessionAcrossTabs } from "../session/useSessionAcrossTabs";
import { useAppSelector } from "../store";

function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // Not on arrival: a reader may already have scrolled a server-rendered page before it was taken over.
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: "smooth" });
  }, [pathname]);
  return null;
}

function SessionCheck() {
  const status = useAppSelector(selectAuthStatus);
  // Runs only while there is a stored session to confirm; its outcome lands in the auth slice.
  useGetMeQuery(undefined, { skip: status === "anonymous" || status === "signedOut" || !hasSession() });
  return null;
}

function SessionAcrossTabs() {
  useSessionAcrossTabs();
  return null;
}

export function RootLayout() {
  const signedIn = useAppSelector(selectCurrentUser) !== null;
  return (
    <RealtimeProvider>
      <ScrollToTop />
      <SessionCheck />
      <SessionAcrossTabs />
      {signedIn && (
        <Suspense fallback={null}>
          <NotificationsFeed />
          <MessagesFeed />
        </Suspense>
      )}
      <Outlet />
      <AssistantDock />
    </RealtimeProvider>
  );
}
