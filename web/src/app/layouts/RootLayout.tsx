// The root route: checks a stored session once, scrolls to the top on each path change.
import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { useGetMeQuery } from "../api/authApi";
import { selectAuthStatus } from "../session/authSlice";
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
  useGetMeQuery(undefined, { skip: status === "anonymous" });
  return null;
}

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <SessionCheck />
      <Outlet />
    </>
  );
}
