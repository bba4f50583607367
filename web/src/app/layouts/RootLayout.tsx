// The root route: checks a stored session once, follows sign-in and sign-out in other tabs,
// scrolls to the top on each path change.
import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { AssistantDock } from "../../features/assistant";
import { useGetMeQuery } from "../api/authApi";
import { hasSession } from "../api/tokens";
import { NotificationsFeed } from "../realtime/NotificationsFeed";
import { RealtimeProvider } from "../realtime/RealtimeProvider";
import { selectAuthStatus } from "../session/authSlice";
import { useSessionAcrossTabs } from "../session/useSessionAcrossTabs";
import { useAppSelector } from "../store";

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
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
  return (
    <RealtimeProvider>
      <ScrollToTop />
      <SessionCheck />
      <SessionAcrossTabs />
      <NotificationsFeed />
      <Outlet />
      <AssistantDock />
    </RealtimeProvider>
  );
}
