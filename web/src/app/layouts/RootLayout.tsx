// The root route: checks a stored session once, follows sign-in and sign-out in other tabs,
// scrolls to the top on each path change, keeps the site's accent colour and icon.
import { useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { useGetMeQuery } from "../../data/api/authApi";
import { hasSession } from "../../data/api/tokens";
import { RealtimeProvider } from "../../data/realtime/RealtimeProvider";
import { selectAuthStatus, selectCurrentUser } from "../../data/session/authSlice";
import { useSessionAcrossTabs } from "../../data/session/useSessionAcrossTabs";
import { useAppSelector } from "../../data/store";
import { AssistantDock } from "../../features/assistant";
import { MessagesFeed } from "../../features/messages";
import { NotificationsFeed } from "../../features/notifications";
import { SiteAppearance } from "./SiteAppearance";

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
      <SiteAppearance />
      <SessionCheck />
      <SessionAcrossTabs />
      {/* Live notifications and messages concern signed-in readers only, and load with their session. */}
      {signedIn && (
        <>
          <NotificationsFeed />
          <MessagesFeed />
        </>
      )}
      <Outlet />
      <AssistantDock />
    </RealtimeProvider>
  );
}
