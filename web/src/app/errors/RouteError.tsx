// The router's errorElement: errors thrown while rendering a route (or loading its chunk).
import { useEffect } from "react";
import { useRouteError } from "react-router";
import { ErrorScreen } from "./ErrorScreen";

export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error("Route error", error);
  }, [error]);
  return <ErrorScreen />;
}
